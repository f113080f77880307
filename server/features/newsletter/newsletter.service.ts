import type { AppDeps } from "../../lib/context";
import { AppError, isUniqueViolation } from "../../lib/errors";
import { newsletterSubscribers } from "../../db/schema";

export const ALREADY_SUBSCRIBED = "You're already subscribed to our newsletter!";

/** Adds the address (unique, case-insensitive) and tells the team. */
export async function subscribe(deps: Pick<AppDeps, "db" | "mailer" | "config">, email: string, source = "footer") {
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(newsletterSubscribers).values({ email });
      await deps.mailer.send(
        {
          to: deps.config.teamEmail,
          subject: "New newsletter subscriber",
          text: `${email} subscribed to the newsletter (from: ${source}).`,
        },
        tx,
      );
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", ALREADY_SUBSCRIBED);
    throw err;
  }
}
