import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Loading } from "@/components/ui/spinner";
import { useEventPeople } from "../api/events";

/** An event's attendees and waitlist for the admin, with the CSV export (docs/decisions/031-event-times-and-pages.md). */
export function EventPeople({ id }: { id: string }) {
  const { data, isLoading, isError } = useEventPeople(id, true);
  if (isLoading) return <Loading />;
  if (isError || !data)
    return (
      <p role="alert" className="text-destructive">
        Failed to load attendees
      </p>
    );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">Attendees ({data.attendees.length})</h2>
        <Button variant="outline" size="sm" asChild>
          <a href={`/api/admin/events/${id}/attendees.csv`} download>
            <Download /> Export CSV
          </a>
        </Button>
      </div>
      {data.attendees.length === 0 ? (
        <p className="text-muted-foreground">Nobody has registered yet.</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {data.attendees.map((p) => (
            <li key={p.userId} className="flex flex-col p-3 sm:flex-row sm:justify-between">
              <span className="font-medium">{p.fullName}</span>
              <span className="break-all text-sm text-muted-foreground">{p.email}</span>
            </li>
          ))}
        </ul>
      )}
      <h2 className="text-xl font-semibold">Waitlist ({data.waitlist.length})</h2>
      {data.waitlist.length === 0 ? (
        <p className="text-muted-foreground">Nobody is waiting.</p>
      ) : (
        <ol className="divide-y rounded-md border">
          {data.waitlist.map((p) => (
            <li key={p.userId} className="flex flex-col p-3 sm:flex-row sm:justify-between">
              <span className="font-medium">
                #{p.place} {p.fullName}
              </span>
              <span className="break-all text-sm text-muted-foreground">{p.email}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
