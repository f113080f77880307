import { BOOKING_WINDOW_DAYS, weekdayOf, type MentorDetailDto, type WeeklyAvailability } from "@common/mentorship.schema";
import { addDays, todayIn, zonedToUtc } from "@common/time";
import { format } from "date-fns";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { loginWithRedirect, paths } from "@/config/paths";
import { cn } from "@/lib/utils";

const toKey = (d: Date) => format(d, "yyyy-MM-dd");
const fromKey = (k: string) => {
  const [y, m, d] = k.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

/** Date (today … 30 days) and the mentor's hours that weekday, in the mentor's time zone, with the viewer's local time. */
export function BookingPanel({ detail, signedIn, isSelf }: { detail: MentorDetailDto; signedIn: boolean; isSelf: boolean }) {
  const navigate = useNavigate();
  const tz = detail.mentor.timezone;
  const first = todayIn(tz);
  const last = addDays(first, BOOKING_WINDOW_DAYS);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const taken = new Set(detail.taken.map((t) => `${t.date}|${t.time}`));
  const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // Only what the server accepts now: weekly hours less dates off, minimum notice and buffers (docs/decisions/030).
  const openOn = (day: string) => detail.open[day] ?? [];
  const hoursOn = (day: string) => detail.availability[String(weekdayOf(day)) as keyof WeeklyAvailability];
  const slots = date ? hoursOn(date) : [];

  const proceed = () => {
    if (!date || !time) return;
    if (!signedIn) {
      navigate(loginWithRedirect(paths.mentor(detail.mentor.id)));
      return;
    }
    navigate(paths.book(detail.mentor.id), { state: { date, time } });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Book a Session</CardTitle>
        <p className="text-sm text-muted-foreground">
          Times are in the mentor's time zone ({tz}); your local time is shown beside each slot.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <Calendar
          mode="single"
          selected={date ? fromKey(date) : undefined}
          onSelect={(d) => {
            setDate(d ? toKey(d) : null);
            setTime(null);
          }}
          disabled={(d) => toKey(d) < first || toKey(d) > last || openOn(toKey(d)).length === 0}
          startMonth={fromKey(first)}
          endMonth={fromKey(last)}
          className="rounded-md border"
        />
        {date && (
          <div>
            <p className="mb-2 text-sm font-medium">Available times on {format(fromKey(date), "EEEE, MMMM d")}</p>
            {slots.length === 0 && <p className="text-sm text-muted-foreground">No times on this day. Please choose another date.</p>}
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2" role="group" aria-label="Time slots">
              {slots.map((slot) => {
                const instant = zonedToUtc(date, slot, tz);
                const past = instant.getTime() <= Date.now();
                const held = taken.has(`${date}|${slot}`) || !openOn(date).includes(slot);
                const local = `${format(instant, "h:mm a")} (${localZone})`;
                return (
                  <Button
                    key={slot}
                    type="button"
                    variant={time === slot ? "default" : "outline"}
                    disabled={past || held}
                    aria-pressed={time === slot}
                    onClick={() => setTime(slot)}
                    className={cn("h-auto flex-col items-start py-2")}
                  >
                    <span>
                      {slot} {past ? "· past" : taken.has(`${date}|${slot}`) ? "· booked" : held ? "· unavailable" : ""}
                    </span>
                    {localZone !== tz && <span className="text-xs font-normal opacity-80">{local} your time</span>}
                  </Button>
                );
              })}
            </div>
          </div>
        )}
        {isSelf ? (
          <p className="text-sm text-muted-foreground">This is your own mentor profile.</p>
        ) : (
          <Button className="w-full" disabled={!date || !time} onClick={proceed}>
            Continue Booking
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
