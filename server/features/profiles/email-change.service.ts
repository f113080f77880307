import { createHash, randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { DAY_MS } from "@common/time";
import { account, emailChanges, user } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { renderMail } from "../../lib/mail-layout";

/** How long the link mailed to the new address works. */
export const EMAIL_CHANGE_TTL_MS = DAY_MS;
export const WRONG_PASSWORD = "Your current password is not correct";
/** Whether a refusal is confirmPassword's wrong password (counted like a failed sign-in, decision 055). */
export const isWrongPassword = (err: unknown) => err instanceof AppError && err.fields?.password === WRONG_PASSWORD;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The account's current password, asked again before what would hand the account to someone else or end
 * it (deleting it, changing its sign-in address; docs/decisions/038): a stolen session alone cannot.
 * A wrong one answers 400 on the `password` field. An account that signs in only through Google, GitHub
 * or LinkedIn has no password: it chooses one first (the reset link).
 */
export async function confirmPassword(deps: Pick<AppDeps, "db" | "auth">, viewer: SessionUser, password: string) {
  const [row] = await deps.db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, viewer.id), eq(account.providerId, "credential")));
  if (!row?.hash) {
    throw new AppError("VALIDATION_FAILED", "Your account has no password yet: choose one with “Send password reset email” first", {
      password: "Choose a password first (Security tab)",
    });
  }
  const context = await deps.auth.$context;
  if (!(await context.password.verify({ hash: row.hash, password }))) {
    throw new AppError("VALIDATION_FAILED", WRONG_PASSWORD, { password: WRONG_PASSWORD });
  }
}

/**
 * Starts a change of the sign-in address: after the password, a link to the new address (the change is
 * applied only when it is opened, by the same account) and a notice to the current one. An address that
 * already has an account gets a mail saying so instead of a link, and the answer is the same either way
 * (no account enumeration). A new request replaces a pending one.
 */
export async function requestEmailChange(
  deps: Pick<AppDeps, "db" | "auth" | "mailer" | "config" | "scheduler">,
  viewer: SessionUser,
  input: { newEmail: string; password: string },
) {
  await confirmPassword(deps, viewer, input.password);
  const newEmail = input.newEmail.trim().toLowerCase();
  if (newEmail === viewer.email.toLowerCase()) {
    throw new AppError("VALIDATION_FAILED", "This is already your address", { newEmail: "This is already your address" });
  }
  const { baseUrl } = deps.config;
  const [taken] = await deps.db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, newEmail));
  if (taken) {
    await deps.mailer.send({
      to: newEmail,
      ...renderMail(baseUrl, {
        subject: "This address already has an AppSec Community account",
        paragraphs: [
          "Someone asked to move an AppSec Community account to this address, but an account already uses it, so nothing was changed.",
          "If it was you, sign in to that account instead.",
        ],
        action: { label: "Sign in", path: "/login" },
        footer: "If it was not you, you can ignore this mail.",
      }),
    });
  } else {
    const token = randomBytes(32).toString("base64url");
    const now = deps.scheduler.now();
    const values = { newEmail, tokenHash: hash(token), expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS), createdAt: now };
    await deps.db
      .insert(emailChanges)
      .values({ userId: viewer.id, ...values })
      .onConflictDoUpdate({ target: emailChanges.userId, set: values });
    await deps.mailer.send({
      to: newEmail,
      ...renderMail(baseUrl, {
        subject: "Confirm your new AppSec Community address",
        paragraphs: [
          `Hello ${viewer.name},`,
          "You asked to sign in to AppSec Community with this address from now on. Open the link, signed in to your account, to confirm it (it expires in 24 hours).",
        ],
        action: { label: "Confirm my new address", path: `/settings?tab=security&emailToken=${encodeURIComponent(token)}` },
        footer: "If it was not you, ignore this mail; nothing changes without the link.",
      }),
    });
  }
  await deps.mailer.send({
    to: viewer.email,
    ...renderMail(baseUrl, {
      subject: "A change of your AppSec Community address was asked for",
      paragraphs: [
        `Hello ${viewer.name},`,
        `Someone signed in to your account, with its password, asked to change its address to ${maskEmail(newEmail)}. It changes only once the link mailed there is opened.`,
        "If it was you, there is nothing else to do.",
      ],
      action: { label: "Choose a new password", path: "/forgot-password" },
      footer: `If it was not you, choose a new password now (that ends every other session) and tell us at ${deps.config.teamEmail}.`,
    }),
  });
  return { sent: true as const };
}

/** j***@example.com: enough for the owner to recognise, not a full address for whoever reads the mailbox. */
export function maskEmail(email: string) {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * Applies a pending change: the token must be the one mailed to the new address, unexpired, and belong to
 * the signed-in account. Sessions are kept (the session version moves, so cached sessions re-read the
 * address); the new address counts as verified, since the link reached it.
 */
export async function confirmEmailChange(deps: Pick<AppDeps, "db" | "sessions" | "scheduler">, viewer: SessionUser, token: string) {
  const expired = () =>
    new AppError("VALIDATION_FAILED", "This link is not valid any more. Ask for a new one.", { token: "Invalid or expired link" });
  const email = await deps.db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.tokenHash, hash(token)))
      .for("update");
    if (!pending || pending.userId !== viewer.id || pending.expiresAt <= deps.scheduler.now()) throw expired();
    const [taken] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(sql`lower(${user.email})`, pending.newEmail), ne(user.id, viewer.id)));
    if (taken) throw new AppError("CONFLICT", "An account already uses this address");
    await tx
      .update(user)
      .set({ email: pending.newEmail, emailVerified: true, updatedAt: deps.scheduler.now() })
      .where(eq(user.id, viewer.id));
    await tx.delete(emailChanges).where(eq(emailChanges.userId, viewer.id));
    return pending.newEmail;
  });
  deps.sessions.forget(viewer.id);
  return { email };
}
