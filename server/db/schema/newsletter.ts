import { customType, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const citext = customType<{ data: string }>({ dataType: () => "citext" });

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: citext("email").notNull().unique(),
    // Double opt-in: only rows with confirmed_at count as subscribers.
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmToken: text("confirm_token").unique(),
    unsubscribeToken: uuid("unsubscribe_token").notNull().unique().defaultRandom(),
    source: text("source"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("newsletter_subscribers_created_idx").on(t.createdAt.desc().nullsFirst())],
);
