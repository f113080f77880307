import type { MentorSettingsDto } from "@common/mentorship.schema";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Loading } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { useMentorSettings, useSaveMentorSettings } from "../api/mentorship";

/** Meeting place and booking rules (docs/decisions/030): the server enforces them on every booking. */
export function MentorSettingsForm() {
  const { data, isLoading } = useMentorSettings();
  if (isLoading || !data) return <Loading text="Loading booking rules..." />;
  return <SettingsFields initial={data} />;
}

function SettingsFields({ initial }: { initial: MentorSettingsDto }) {
  const save = useSaveMentorSettings();
  const [place, setPlace] = useState(initial.meetingLocation ?? "");
  const [notice, setNotice] = useState(String(initial.minNoticeHours));
  const [buffer, setBuffer] = useState(String(initial.bufferMinutes));
  const [datesOff, setDatesOff] = useState<string[]>(initial.datesOff);
  const [newDate, setNewDate] = useState("");
  const onSave = async () => {
    try {
      await save.mutateAsync({
        meetingLocation: place.trim() || null,
        minNoticeHours: Number(notice),
        bufferMinutes: Number(buffer),
        datesOff,
      });
      toast.success("Booking rules saved");
    } catch (err) {
      toast.error(errorMessage(err, "Could not save the booking rules"));
    }
  };
  return (
    <form
      className="space-y-4 border-t pt-4"
      aria-labelledby="booking-rules-heading"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave();
      }}
    >
      <h3 id="booking-rules-heading" className="font-semibold">
        Meeting place and booking rules
      </h3>
      <div className="space-y-1">
        <label htmlFor="mentor-place" className="text-sm font-medium">
          Meeting link (https://…) or place, used for new sessions
        </label>
        <Input id="mentor-place" value={place} onChange={(e) => setPlace(e.target.value)} maxLength={500} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="mentor-notice" className="text-sm font-medium">
            Minimum notice (hours)
          </label>
          <Input id="mentor-notice" type="number" min={0} max={720} value={notice} onChange={(e) => setNotice(e.target.value)} />
        </div>
        <div className="space-y-1">
          <label htmlFor="mentor-buffer" className="text-sm font-medium">
            Buffer between sessions (minutes)
          </label>
          <Input id="mentor-buffer" type="number" min={0} max={240} step={15} value={buffer} onChange={(e) => setBuffer(e.target.value)} />
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Dates off</legend>
        <div className="flex flex-wrap items-end gap-2">
          <label className="sr-only" htmlFor="mentor-date-off">
            Add a date off
          </label>
          <Input id="mentor-date-off" type="date" className="w-auto" value={newDate} onChange={(e) => setNewDate(e.target.value)} />
          <Button
            type="button"
            variant="outline"
            disabled={!newDate}
            onClick={() => {
              setDatesOff((d) => [...new Set([...d, newDate])].sort());
              setNewDate("");
            }}
          >
            Add date off
          </Button>
        </div>
        {datesOff.length === 0 ? (
          <p className="text-sm text-muted-foreground">No dates off.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {datesOff.map((d) => (
              <li key={d} className="flex items-center gap-1 rounded-md border px-2 py-1 text-sm">
                {d}
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${d}`}
                  onClick={() => setDatesOff((all) => all.filter((x) => x !== d))}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save booking rules"}
      </Button>
    </form>
  );
}
