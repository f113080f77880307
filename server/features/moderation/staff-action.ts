import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { AppDeps, SessionUser } from "../../lib/context";
import { renderMail } from "../../lib/mail-layout";
import { recordStaffAction, type StaffAction } from "./staff-log";

/** A reason a staff member must give for a direct action (400 with the field when missing). */
export function requireStaffReason(reason: string | null | undefined): string {
  const r = reason?.trim();
  if (!r) throw new AppError("VALIDATION_FAILED", "Give a reason", { reason: "Give a reason" });
  return r;
}

/**
 * The one flow of a staff member's direct action on a member's content or account (docs/decisions/057):
 * called inside the transaction of the change, it writes the staff-log row (with the target's name and
 * link) and queues the mail to the member concerned (the reason, a link, how to appeal), so the change,
 * its record and its mail commit or roll back together. No mail when the staff member acts on their own.
 */
export async function recordStaffChange(
  deps: Pick<AppDeps, "mailer" | "config">,
  tx: Db,
  a: Omit<StaffAction, "reason" | "actor"> & {
    actor: Pick<SessionUser, "id" | "name">;
    reason: string;
    /** The member the action concerns; mailed unless it is the actor. */
    memberId: string | null;
    mail: { subject: string; paragraphs: string[]; action?: { label: string; path: string } };
  },
) {
  await recordStaffAction(tx, { ...a, actor: { id: a.actor.id, name: a.actor.name } });
  if (!a.memberId || a.memberId === a.actor.id) return;
  const [to] = await tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, a.memberId)).limit(1);
  if (!to) return;
  await deps.mailer.send(
    {
      to: to.email,
      replyTo: deps.config.teamEmail,
      ...renderMail(deps.config.baseUrl, {
        subject: a.mail.subject,
        paragraphs: [
          `Hello ${to.name},`,
          ...a.mail.paragraphs,
          `The moderator's reason:\n${a.reason}`,
          "If you think this is a mistake, reply to this mail: another moderator reads every appeal.",
        ],
        action: a.mail.action ?? { label: "Community guidelines", path: "/terms" },
        footer: "You receive this because a moderator acted on your content or account on AppSec Community.",
      }),
    },
    tx,
  );
}
