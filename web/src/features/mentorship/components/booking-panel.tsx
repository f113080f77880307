import { weekdayOf, type MentorDetailDto, type SessionTypeDto, type WeeklyAvailability } from "@common/mentorship.schema";
import { addDays, todayIn, zonedToUtc } from "@common/time";
import { format } from "date-fns";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { loginWithRedirect, paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import { useMentorSlots } from "../api/mentorship";
import { describeType } from "./session-types-card";

const minutes = (time: string) => {
  const [h, m, ap] = time.split(/[: ]/) as [string, string, string];
  return ((Number(h) % 12) + (ap === "PM" ? 12 : 0)) * 60 + Number(m);
};
const toKey = (d: Date) => format(d, "yyyy-MM-dd");
const fromKey = (k: string) => {
  const [y, m, d] = k.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

interface Slot {
  time: string;
  startsAt: string | null;
  seatsLeft: number;
}
/** What the book page needs from the panel: the type and the slot chosen. */
export interface BookingChoice {
  date: string;
  time: string;
  sessionTypeId?: string;
  typeTitle?: string;
  durationMinutes?: number;
  group?: boolean;
  seatsLeft?: number;
}

/**
 * A session type first, then a date (within the mentor's booking window) and one of that type's open
 * times, in the mentor's time zone with the viewer's local time (docs/decisions/030, 084). Only what the
 * server accepts now is offered; a full group slot is offered as the waitlist.
 */
export function BookingPanel({ detail, signedIn, isSelf }: { detail: MentorDetailDto; signedIn: boolean; isSelf: boolean }) {
  const navigate = useNavigate();
  const tz = detail.mentor.timezone;
  const types: SessionTypeDto[] = detail.sessionTypes ?? [];
  const [typeId, setTypeId] = useState<string | null>(types[0]?.id ?? null);
  const type = types.find((t) => t.id === typeId) ?? types[0];
  // The page's own answer (rendered on the server) has the first one-to-one type's open slots: no request
  // after hydration for it (no waterfall); another type, or a group's seats, come from its slots request.
  const ownAnswer = !type || (type.id === types[0]?.id && type.kind === "one_to_one");
  const fetched = useMentorSlots(detail.mentor.id, ownAnswer ? null : type.id);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  // The page's own answer has the first type's open slots; another type's come from its slots request.
  const byDate = new Map<string, Slot[]>();
  if (fetched.data) {
    for (const s of fetched.data.slots) byDate.set(s.date, [...(byDate.get(s.date) ?? []), s]);
  } else if (ownAnswer) {
    for (const [d, times] of Object.entries(detail.open))
      byDate.set(
        d,
        times.map((t) => ({ time: t, startsAt: zonedToUtc(d, t, tz).toISOString(), seatsLeft: 1 })),
      );
  }
  const first = todayIn(tz);
  // The page's answer covers the mentor's booking window: its last open date ends the calendar.
  const last = fetched.data
    ? addDays(first, fetched.data.bookingWindowDays)
    : (Object.keys(detail.open).sort().at(-1) ?? addDays(first, 30));
  const open = date ? (byDate.get(date) ?? []) : [];
  // The hour-long first type lists the whole weekly hours of the day, those not open now disabled (as since
  // decision 030: a booked or past hour shows why); other types list their open starts only.
  const hourly = type && type.id === types[0]?.id && type.durationMinutes === 60 && type.kind === "one_to_one";
  const weekly = date && hourly ? detail.availability[String(weekdayOf(date)) as keyof WeeklyAvailability] : [];
  const taken = new Set(detail.taken.map((t) => `${t.date}|${t.time}`));
  const slots: (Slot & { held?: string })[] = [
    ...open,
    ...weekly
      .filter((t) => !open.some((s) => s.time === t))
      .map((t) => ({
        time: t,
        startsAt: zonedToUtc(date!, t, tz).toISOString(),
        seatsLeft: 0,
        held: taken.has(`${date}|${t}`) ? "booked" : "unavailable",
      })),
  ].sort((a, b) => minutes(a.time) - minutes(b.time));
  const chosen = slots.find((s) => s.time === time);

  const proceed = () => {
    if (!date || !time) return;
    if (!signedIn) {
      navigate(loginWithRedirect(paths.mentor(detail.mentor.id)));
      return;
    }
    const state: BookingChoice = {
      date,
      time,
      ...(type
        ? {
            sessionTypeId: type.id,
            typeTitle: type.title,
            durationMinutes: type.durationMinutes,
            group: type.kind === "group",
            seatsLeft: chosen?.seatsLeft ?? 1,
          }
        : {}),
    };
    navigate(paths.book(detail.mentor.id), { state });
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
        {types.length > 0 && (
          <div role="radiogroup" aria-label="Session type" className="grid gap-2">
            {types.map((t) => (
              <button
                key={t.id}
                type="button"
                role="radio"
                aria-checked={t.id === type?.id}
                onClick={() => {
                  setTypeId(t.id);
                  setTime(null);
                }}
                className={cn(
                  "rounded-md border p-3 text-left text-sm transition-colors",
                  t.id === type?.id ? "border-primary bg-primary/5" : "hover:bg-muted",
                )}
              >
                <span className="block font-medium">{t.title}</span>
                <span className="block text-muted-foreground">{describeType(t)}</span>
                {t.description && <span className="mt-1 block text-xs text-muted-foreground">{t.description}</span>}
              </button>
            ))}
          </div>
        )}
        <Calendar
          mode="single"
          selected={date ? fromKey(date) : undefined}
          onSelect={(d) => {
            setDate(d ? toKey(d) : null);
            setTime(null);
          }}
          disabled={(d) => toKey(d) < first || toKey(d) > last || !byDate.has(toKey(d))}
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
                const local = slot.startsAt ? `${format(new Date(slot.startsAt), "h:mm a")} (${localZone})` : null;
                const seats =
                  type?.kind === "group"
                    ? slot.seatsLeft > 0
                      ? `${slot.seatsLeft} of ${type.capacity} seats left`
                      : "Full · waitlist"
                    : null;
                return (
                  <Button
                    key={slot.time}
                    type="button"
                    variant={time === slot.time ? "default" : "outline"}
                    aria-pressed={time === slot.time}
                    disabled={Boolean(slot.held)}
                    onClick={() => setTime(slot.time)}
                    className="h-auto flex-col items-start py-2"
                  >
                    <span>
                      {slot.time}
                      {slot.held ? ` · ${slot.held}` : ""}
                    </span>
                    {seats && <span className="text-xs font-normal opacity-80">{seats}</span>}
                    {local && localZone !== tz && <span className="text-xs font-normal opacity-80">{local} your time</span>}
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
            {chosen && type?.kind === "group" && chosen.seatsLeft === 0 ? "Continue to the waitlist" : "Continue Booking"}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
