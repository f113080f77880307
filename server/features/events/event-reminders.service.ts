/**
 * Reminders before an event (docs/decisions/077-reminders-and-join-links.md): 24 hours and 1 hour before
 * its start, to each member holding a seat (never the waitlist), with the join link of an online event.
 *
 * Exactly once across instances: one INSERT … SELECT … ON CONFLICT DO NOTHING RETURNING writes a
 * sent_reminders row per (event, member, window, start) that is due, in the transaction that queues the
 * mails (the outbox). A second instance's insert of the same key waits for the first to commit and then
 * inserts nothing, so it mails nothing. A moved start is a new key: the member is reminded of the new time.
 * A member who switched off "event_reminders" gets no mail; their row is written all the same (handled).
 */
import { inArray, sql } from "drizzle-orm";
import { paths } from "@common/paths";
import { queryRows, type Db } from "../../db/client";
import { events, user } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { renderMail } from "../../lib/mail-layout";
import { isNotificationEnabled } from "../notifications/notifications.service";
import { whenWhereLines } from "./events.service";

type Deps = Pick<AppDeps, "db" | "mailer" | "config">;

const HOUR_MS = 3_600_000;

/** The reminder windows, widest first: a window covers starts after the next one's edge (no two at once). */
export const EVENT_REMINDER_WINDOWS = [
  { name: "24h", hours: 24, text: "in 24 hours" },
  { name: "1h", hours: 1, text: "in 1 hour" },
] as const;
type Window = (typeof EVENT_REMINDER_WINDOWS)[number];

/** The key of one reminder: what, to whom, which window, for which start (epoch seconds). */
export const eventReminderKey = (eventId: string, userId: string, window: Window["name"], startsAt: Date) =>
  `event:${eventId}:${userId}:${window}:${Math.floor(startsAt.getTime() / 1000)}`;

/** Claims the due reminders of one window; answers the claimed (event, member) pairs. */
async function claimWindow(tx: Db, now: Date, window: Window, after: Date) {
  const until = new Date(now.getTime() + window.hours * HOUR_MS);
  // events_starts_idx; event_attendees_pkey. Seats only: the waitlist is another table.
  return queryRows<{ key: string }>(
    tx,
    sql`insert into sent_reminders (key, sent_at)
        select 'event:' || e.id || ':' || a.user_id || ':' || ${window.name} || ':' || extract(epoch from e.starts_at)::bigint, ${now.toISOString()}::timestamptz
        from events e join event_attendees a on a.event_id = e.id
        where e.status <> 'cancelled' and e.starts_at > ${after.toISOString()}::timestamptz and e.starts_at <= ${until.toISOString()}::timestamptz
        on conflict (key) do nothing
        returning key`,
  );
}

/** Sends the reminders due at `now`; answers how many rows it claimed (mailed or switched off). */
export async function sendEventReminders(deps: Deps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    let claimed = 0;
    for (const [i, window] of EVENT_REMINDER_WINDOWS.entries()) {
      const next = EVENT_REMINDER_WINDOWS[i + 1];
      const after = next ? new Date(now.getTime() + next.hours * HOUR_MS) : now;
      const keys = await claimWindow(tx, now, window, after);
      claimed += keys.length;
      if (!keys.length) continue;
      const pairs = keys.map(({ key }) => {
        const [, eventId, userId] = key.split(":") as [string, string, string];
        return { eventId, userId };
      });
      const [evs, people] = await Promise.all([
        tx
          .select()
          .from(events)
          .where(
            inArray(
              events.id,
              pairs.map((p) => p.eventId),
            ),
          ),
        tx
          .select({ id: user.id, email: user.email, name: user.name })
          .from(user)
          .where(
            inArray(
              user.id,
              pairs.map((p) => p.userId),
            ),
          ),
      ]);
      for (const { eventId, userId } of pairs) {
        const ev = evs.find((e) => e.id === eventId);
        const to = people.find((u) => u.id === userId);
        if (!ev || !to) continue;
        if (!(await isNotificationEnabled(tx, userId, "event_reminders"))) continue;
        await deps.mailer.send(eventReminderMail(deps.config.baseUrl, ev, to, window), tx);
      }
    }
    return claimed;
  });
}

/** The reminder mail: when, where and, for an online event, the join link. */
function eventReminderMail(
  baseUrl: string,
  ev: typeof events.$inferSelect,
  to: { id: string; email: string; name: string },
  window: Window,
) {
  return {
    to: to.email,
    ...renderMail(baseUrl, {
      subject: `Reminder: ${ev.title} starts ${window.text}`,
      title: `Starting ${window.text}`,
      paragraphs: [
        `Hello ${to.name},`,
        `"${ev.title}" starts ${window.text}.`,
        whenWhereLines(ev, true),
        "If you can no longer come, please cancel your registration on the event's page so someone on the waitlist gets your seat.",
      ],
      action: { label: "See the event", path: paths.event(ev.id) },
      footer: "You receive this because you registered for this event.",
      settingsLink: true,
    }),
    // Time-bound: a reminder held back to the next day's catch-up mail would come after the event.
    notification: { kind: "event_reminders" as const, userId: to.id, link: paths.event(ev.id), capExempt: true },
  };
}
