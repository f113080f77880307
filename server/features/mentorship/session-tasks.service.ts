/**
 * The mentorship's scheduled tasks (docs/decisions/018): unanswered requests expire, approved sessions
 * get a reminder. Each is claimed by its own UPDATE … RETURNING, so it runs once across instances.
 */
import { and, eq, lte, or, sql } from "drizzle-orm";
import { appointments } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { expiredMail } from "./mails/expired.mail";
import { reminderMail } from "./mails/reminder.mail";
import { reminderHorizon, requestExpiryCutoff } from "./mentorship-rules";
import { loadSessions, readersOf } from "./session";

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
    for (const session of await loadSessions(
      tx,
      rows.map((r) => r.id),
    )) {
      for (const { reader } of readersOf(session)) await deps.mailer.send(expiredMail(deps.config.baseUrl, session, reader), tx);
    }
    return rows.length;
  });
}

/** A reminder to both, once, for each approved session starting within the next 24 hours. */
export async function sendSessionReminders(deps: Pick<AppDeps, "db" | "mailer" | "config">, now: Date) {
  const horizon = reminderHorizon(now);
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(appointments)
      .set({ remindedAt: now })
      .where(
        and(
          eq(appointments.status, "approved"),
          sql`${appointments.remindedAt} is null`,
          sql`${appointments.startsAt} > ${now}`,
          lte(appointments.startsAt, horizon),
        ),
      )
      .returning({ id: appointments.id });
    for (const session of await loadSessions(
      tx,
      rows.map((r) => r.id),
    )) {
      // Each in their own zone, with the other's beside it (docs/decisions/030).
      for (const { reader } of readersOf(session)) await deps.mailer.send(reminderMail(deps.config.baseUrl, session, reader), tx);
    }
    return rows.length;
  });
}
