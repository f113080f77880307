/**
 * The mentorship's scheduled tasks (docs/decisions/018): unanswered requests expire, approved sessions
 * get a reminder. Each is claimed by its own UPDATE … RETURNING, so it runs once across instances.
 */
import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import { appointments } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { queryRows } from "../../db/client";
import { expiredMail } from "./mails/expired.mail";
import { reminderMail } from "./mails/reminder.mail";
import { reminderHorizon, requestExpiryCutoff } from "./mentorship-rules";
import { loadSessions, readersOf } from "./session";
import { isNotificationEnabled } from "../notifications/notifications.service";

/**
 * Pending requests not answered within 48 hours (or whose time has come) expire; both are told.
 * The UPDATE … RETURNING marks each request as it is handled, so a request expires and is mailed once
 * even when two instances run the task at the same time.
 */
export async function expireStaleRequests(deps: Pick<AppDeps, "db" | "mailer" | "config">, now: Date) {
  const cutoff = requestExpiryCutoff(now);
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(appointments)
      .set({ status: "expired", updatedAt: now })
      .where(and(eq(appointments.status, "pending"), or(lte(appointments.createdAt, cutoff), lte(appointments.startsAt, now))))
      .returning({ id: appointments.id });
    // A waitlist place whose session has begun ends quietly: no seat freed in time (docs/decisions/084).
    await tx
      .update(appointments)
      .set({ status: "expired", updatedAt: now })
      .where(and(eq(appointments.status, "waitlisted"), lte(appointments.startsAt, now)));
    for (const session of await loadSessions(
      tx,
      rows.map((r) => r.id),
    )) {
      for (const { reader } of readersOf(session)) await deps.mailer.send(expiredMail(deps.config.baseUrl, session, reader), tx);
    }
    return rows.length;
  });
}

/**
 * Reminders to both, 24 hours and 1 hour before each approved session, each once, with the meeting link
 * (docs/decisions/077-reminders-and-join-links.md). The 24-hour one is claimed by reminded_at (as before,
 * so an instance of the previous release never sends it twice) for sessions more than an hour away; the
 * 1-hour one by a sent_reminders row keyed by the session and its start, inserted in the transaction that
 * queues the mails, so two instances send it once and a rescheduled session is reminded of its new time.
 */
export async function sendSessionReminders(
  deps: Pick<AppDeps, "db" | "mailer" | "config">,
  now: Date,
  only?: { appointmentIds: string[] },
) {
  // The dev trigger (mentorship.routes.ts) reminds a journey's own sessions only, leaving the others alone.
  if (only?.appointmentIds.length === 0) return 0;
  const horizon = reminderHorizon(now);
  const lastHour = new Date(now.getTime() + HOUR_MS);
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(appointments)
      .set({ remindedAt: now })
      .where(
        and(
          eq(appointments.status, "approved"),
          sql`${appointments.remindedAt} is null`,
          sql`${appointments.startsAt} > ${lastHour}`,
          lte(appointments.startsAt, horizon),
          only ? inArray(appointments.id, only.appointmentIds) : undefined,
        ),
      )
      .returning({ id: appointments.id });
    for (const session of await loadSessions(
      tx,
      rows.map((r) => r.id),
    )) {
      // Each in their own zone, with the other's beside it (docs/decisions/030).
      for (const { reader } of readersOf(session)) {
        // A member who switched "session_reminders" off gets none; the claim is made all the same.
        if (!(await isNotificationEnabled(tx, reader.id, "session_reminders"))) continue;
        await deps.mailer.send(reminderMail(deps.config.baseUrl, session, reader, "24h", deps.config.authSecret), tx);
      }
    }
    const ids = only?.appointmentIds.map((id) => sql`${id}::uuid`) ?? [];
    const onlyThese = only ? sql`and a.id in (${sql.join(ids, sql`, `)})` : sql``;
    // sent_reminders_pkey; appointments_reminder_idx does not apply (reminded_at is set by then).
    const soon = await queryRows<{ key: string }>(
      tx,
      sql`insert into sent_reminders (key, sent_at)
          select 'session:' || a.id || ':1h:' || extract(epoch from a.starts_at)::bigint, ${now.toISOString()}::timestamptz
          from appointments a
          where a.status = 'approved' and a.starts_at > ${now.toISOString()}::timestamptz and a.starts_at <= ${lastHour.toISOString()}::timestamptz
            ${onlyThese}
          on conflict (key) do nothing
          returning key`,
    );
    for (const session of await loadSessions(
      tx,
      soon.map((r) => r.key.split(":")[1]!),
    )) {
      for (const { reader } of readersOf(session)) {
        if (!(await isNotificationEnabled(tx, reader.id, "session_reminders"))) continue;
        await deps.mailer.send(reminderMail(deps.config.baseUrl, session, reader, "1h", deps.config.authSecret), tx);
      }
    }
    return rows.length + soon.length;
  });
}

const HOUR_MS = 3_600_000;
