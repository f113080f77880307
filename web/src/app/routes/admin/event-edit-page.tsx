import type { EventInput } from "@common/events.schema";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "@/components/ui/toast";
import { AdminNav } from "@/components/layout/admin-nav";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Loading } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { useAdminEvent, useAdminEventMutations } from "@/features/events/api/events";
import { errorMessage } from "@/lib/api-client";

type Form = {
  title: string;
  description: string;
  eventDate: string;
  eventTime: string;
  location: string;
  imageUrl: string;
  maxAttendees: string;
  isFeatured: boolean;
};
const empty: Form = {
  title: "",
  description: "",
  eventDate: "",
  eventTime: "",
  location: "",
  imageUrl: "",
  maxAttendees: "",
  isFeatured: false,
};

function EventForm({ id, initial }: { id: string | null; initial: Form }) {
  const navigate = useNavigate();
  const { save } = useAdminEventMutations();
  const [f, setF] = useState(initial);
  const set = (k: keyof Form) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setF({ ...f, [k]: e.target.value });
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!f.title.trim() || !f.description.trim() || !f.eventDate || !f.eventTime.trim() || !f.location.trim())
      return void toast.error("Please fill in all required fields");
    if (f.maxAttendees && (!Number.isInteger(Number(f.maxAttendees)) || Number(f.maxAttendees) < 1))
      return void toast.error("Max attendees must be at least 1");
    try {
      await save.mutateAsync({ id, input: { ...f, maxAttendees: f.maxAttendees === "" ? null : Number(f.maxAttendees) } as EventInput });
      toast.success(id ? "Event updated successfully" : "Event created successfully");
      navigate(paths.adminEvents);
    } catch (err) {
      toast.error(errorMessage(err, "Failed to save event. Please try again."));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="ev-title">Title *</Label>
        <Input id="ev-title" value={f.title} onChange={set("title")} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="ev-description">Description *</Label>
        <Textarea id="ev-description" rows={4} value={f.description} onChange={set("description")} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="ev-date">Date *</Label>
          <Input id="ev-date" type="date" value={f.eventDate} onChange={set("eventDate")} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="ev-time">Time *</Label>
          <Input id="ev-time" placeholder="6:00 PM EST" value={f.eventTime} onChange={set("eventTime")} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="ev-location">Location (place or https:// link) *</Label>
          <Input id="ev-location" value={f.location} onChange={set("location")} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="ev-image">Image URL</Label>
          <Input id="ev-image" type="url" placeholder="https://" value={f.imageUrl} onChange={set("imageUrl")} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="ev-max">Max attendees (empty = unlimited)</Label>
          <Input id="ev-max" type="number" min={1} value={f.maxAttendees} onChange={set("maxAttendees")} />
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="ev-featured" checked={f.isFeatured} onCheckedChange={(v) => setF({ ...f, isFeatured: v === true })} />
        <Label htmlFor="ev-featured">Featured event</Label>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving..." : id ? "Update Event" : "Create Event"}
      </Button>
    </form>
  );
}

export default function Component() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const { data, isLoading } = useAdminEvent(id, !isNew);
  return (
    <Page className="max-w-3xl">
      <AdminNav />
      <Button variant="ghost" asChild className="mb-4">
        <Link to={paths.adminEvents}>
          <ArrowLeft /> Back to events
        </Link>
      </Button>
      <h1 className="mb-6 text-3xl font-bold">{isNew ? "Create Event" : "Edit Event"}</h1>
      <Card>
        <CardContent className="pt-6">
          {!isNew && isLoading ? (
            <Loading />
          ) : (
            <EventForm
              id={isNew ? null : id}
              initial={
                data
                  ? { ...data.event, imageUrl: data.event.imageUrl ?? "", maxAttendees: data.event.maxAttendees?.toString() ?? "" }
                  : empty
              }
            />
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
