import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { newsletterSubscribers } from "../../db/schema";
import { renderMail } from "../../lib/mail-layout";

export const ALREADY_SUBSCRIBED = "You're already subscribed to our newsletter!";
export const INVALID_LINK = "This link is invalid or has already been used.";

type Deps = Pick<AppDeps, "db" | "mailer" | "config" | "scheduler">;

export const confirmUrl = (baseUrl: string, token: string) => `${baseUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
export const unsubscribePageUrl = (baseUrl: string, token: string) =>
  `${baseUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
/** The RFC 8058 one-click endpoint (POST, body `List-Unsubscribe=One-Click`). */
export const unsubscribeApiUrl = (baseUrl: string, token: string) =>
  `${baseUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * Double opt-in: stores the address unconfirmed and mails it a confirmation link. An address that
 * is already confirmed gets the spec's 409; an unconfirmed one gets a fresh link (the old one dies).
 */
export async function subscribe(deps: Deps, email: string, source = "footer") {
  const token = randomBytes(24).toString("base64url");
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ email, source, confirmToken: token })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { confirmToken: token, source },
        setWhere: isNull(newsletterSubscribers.confirmedAt),
      })
      .returning({ id: newsletterSubscribers.id });
    if (!row) throw new AppError("CONFLICT", ALREADY_SUBSCRIBED);
    const link = confirmUrl(deps.config.baseUrl, token);
    await deps.mailer.send(
      {
        to: email,
        ...renderMail(deps.config.baseUrl, {
          subject: "Confirm your AppSec Community newsletter subscription",
          paragraphs: ["Please confirm that you want to receive the AppSec Community newsletter."],
          action: { label: "Confirm my subscription", path: link },
          footer: "If you did not ask for this, ignore this mail and nothing will be sent to you.",
        }),
      },
      tx,
    );
  });
}

/** Confirms the subscription behind the token (once) and tells the team about the new subscriber. */
export async function confirmSubscription(deps: Deps, token: string) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ confirmedAt: deps.scheduler.now(), confirmToken: null })
      .where(and(eq(newsletterSubscribers.confirmToken, token), isNull(newsletterSubscribers.confirmedAt)))
      .returning({
        email: newsletterSubscribers.email,
        source: newsletterSubscribers.source,
        unsubscribeToken: newsletterSubscribers.unsubscribeToken,
      });
    if (!row) throw new AppError("NOT_FOUND", INVALID_LINK);
    await deps.mailer.send(
      {
        to: deps.config.teamEmail,
        ...renderMail(deps.config.baseUrl, {
          subject: "New newsletter subscriber",
          paragraphs: [`${row.email} confirmed their newsletter subscription (from: ${row.source ?? "footer"}).`],
          action: { label: "Subscribers", path: "/admin/inbox" },
        }),
      },
      tx,
    );
    await deps.mailer.send(
      {
        to: row.email,
        ...renderMail(deps.config.baseUrl, {
          subject: "You're subscribed to the AppSec Community newsletter",
          paragraphs: ["Thanks for confirming. You can unsubscribe at any time with the link below."],
          action: { label: "Unsubscribe", path: unsubscribePageUrl(deps.config.baseUrl, row.unsubscribeToken) },
        }),
        listUnsubscribe: unsubscribeApiUrl(deps.config.baseUrl, row.unsubscribeToken),
      },
      tx,
    );
    return { email: row.email };
  });
}

/** Removes the subscription behind the unsubscribe token. Idempotent: an unknown token is a no-op. */
export async function unsubscribe(deps: Pick<AppDeps, "db">, token: string) {
  const rows = await deps.db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  return { removed: rows.length > 0 };
}
