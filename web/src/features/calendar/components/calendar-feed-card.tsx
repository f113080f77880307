import { format } from "date-fns";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { useCalendarFeed, useCalendarFeedMutations } from "../api/calendar-feed";

/** The member's .ics subscription: made, replaced or turned off here; the URL is shown once. */
export function CalendarFeedCard() {
  const { data } = useCalendarFeed();
  const { regenerate, revoke } = useCalendarFeedMutations();
  const url = regenerate.data?.url;
  const onRegenerate = async () => {
    if (data?.active && !window.confirm("Create a new link? Calendars subscribed to the current link stop updating.")) return;
    try {
      await regenerate.mutateAsync();
      revoke.reset();
    } catch (err) {
      toast.error(errorMessage(err, "Failed to create the calendar link"));
    }
  };
  const onRevoke = async () => {
    try {
      await revoke.mutateAsync();
      regenerate.reset();
      toast.success("Calendar link turned off");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to turn off the calendar link"));
    }
  };
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    toast.success("Link copied");
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Calendar subscription</CardTitle>
        <CardDescription>
          Subscribe from Google Calendar, Outlook or Apple Calendar to see your approved mentorship sessions and the events you registered
          for. Anyone with the link can read it: keep it private.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {url ? (
          <div className="space-y-2">
            <Label htmlFor="calendar-url">Your calendar link (shown only now)</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input id="calendar-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
              <Button type="button" variant="outline" onClick={() => void copy()}>
                Copy
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {data?.active && data.createdAt
              ? `A calendar link is active (created ${format(new Date(data.createdAt), "MMMM d, yyyy")}). For safety it is not shown again; create a new one to see it.`
              : "No calendar link yet."}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => void onRegenerate()} disabled={regenerate.isPending}>
            {data?.active ? "Create a new link" : "Create calendar link"}
          </Button>
          {data?.active && (
            <Button type="button" variant="outline" onClick={() => void onRevoke()} disabled={revoke.isPending}>
              Turn off
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
