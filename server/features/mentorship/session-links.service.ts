/**
 * Signed reschedule/cancel links in session mails (docs/decisions/085-mail-links-and-public-ratings.md).
 * A link names one session, one of its two parties and the session's SEQUENCE, signed with the one
 * token scheme (decision 045), and expires when the session ends. It opens a page; only the page's POST
 * acts, as that person, through the same cancel and reschedule paths as the signed-in buttons. A change
 * that raises SEQUENCE (an accepted new time, a new place, a cancel) retires every earlier link.
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { SESSION_LINK_INVALID, SESSION_LINK_STALE, type SessionLinkDto } from "@common/session-links.schema";
import type { sessionLinkCancelSchema, sessionLinkRescheduleSchema } from "@common/session-links.schema";
import { appointments } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { AppError, forbidden } from "../../lib/errors";
import { readSignedToken } from "../../lib/signed-token";
import { cancelAppointment } from "./appointments.service";
import { proposeReschedule } from "./sessions.service";
import { loadSession } from "./session";
import { SESSION_LINK_PURPOSE as PURPOSE } from "./session-link-token";

type Deps = Pick<AppDeps, "db" | "mailer" | "config" | "scheduler">;

const ACTIVE = ["pending", "approved"];

/**
 * The session and the token's person, or 403 (forged, expired, another session's) / 409 (the session
 * changed since the mail, or is over). Never tells a stranger whether the session exists.
 */
async function sessionOfLink(deps: Deps, id: string, token: string, forAction: boolean) {
  const subject = readSignedToken(deps.config.authSecret, PURPOSE, token, deps.scheduler.now());
  const [tokenId, personId, sequence] = subject?.split(" ") ?? [];
  if (!subject || tokenId !== id || !personId || sequence === undefined) throw forbidden(SESSION_LINK_INVALID);
  const s = await loadSession(deps.db, id);
  if (!s || (s.mentor.id !== personId && s.mentee.id !== personId)) throw forbidden(SESSION_LINK_INVALID);
  if (forAction && !ACTIVE.includes(s.status)) throw new AppError("CONFLICT", `This session is ${s.status} and can no longer be changed.`);
  if (forAction && String(s.sequence) !== sequence) throw new AppError("CONFLICT", SESSION_LINK_STALE);
  return { s, person: { id: personId } };
}

export async function viewSessionLink(deps: Deps, id: string, token: string): Promise<SessionLinkDto> {
  const { s, person } = await sessionOfLink(deps, id, token, false);
  const role = s.mentor.id === person.id ? "mentor" : "mentee";
  const [me, other] = role === "mentor" ? [s.mentor, s.mentee] : [s.mentee, s.mentor];
  const [p] = await deps.db
    .select({ at: appointments.proposedStartsAt, by: appointments.proposedBy })
    .from(appointments)
    .where(eq(appointments.id, id));
  return {
    id: s.id,
    role,
    status: s.status as SessionLinkDto["status"],
    startsAt: s.startsAt.toISOString(),
    date: s.date,
    time: s.time,
    topic: s.topic,
    location: s.location,
    yourTimezone: me.timezone,
    other: { name: other.name, timezone: other.timezone },
    mentor: { id: s.mentor.id, name: s.mentor.name, timezone: s.mentor.timezone },
    proposal: p?.at ? { startsAt: p.at.toISOString(), byYou: p.by === person.id } : null,
  };
}

/** Cancels as the link's person (the one cancel path: both told, CANCEL .ics for an approved session). */
export async function cancelBySessionLink(deps: Deps, id: string, input: z.output<typeof sessionLinkCancelSchema>) {
  const { person } = await sessionOfLink(deps, id, input.token, true);
  await cancelAppointment(deps, person, id, input.reason);
}

/** Proposes a new time as the link's person; the other side accepts it as before (decision 030). */
export async function rescheduleBySessionLink(deps: Deps, id: string, input: z.output<typeof sessionLinkRescheduleSchema>) {
  const { person } = await sessionOfLink(deps, id, input.token, true);
  await proposeReschedule(deps, person, id, { date: input.date, time: input.time });
}
