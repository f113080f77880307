import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt.desc().nullsFirst())],
);

export const sponsorInquiries = pgTable(
  "sponsor_inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    companyName: text("company_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    tier: text("tier").notNull(),
    comments: text("comments"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("sponsor_inquiries_tier_check", sql`${t.tier} in ('silver','gold','diamond')`),
    index("sponsor_inquiries_created_idx").on(t.createdAt.desc().nullsFirst()),
  ],
);

export const offerings = pgTable(
  "offerings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    price: text("price"),
    contactInfo: text("contact_info").notNull(),
    imageUrl: text("image_url"),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    // Offerings go through review like jobs: pending until an admin approves; rejected = hidden.
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Hidden by members' flags until reviewed (migration 0020, docs/decisions/034).
    flagHiddenAt: timestamp("flag_hidden_at", { withTimezone: true }),
  },
  (t) => [
    check("offerings_status_check", sql`${t.status} in ('pending','approved','rejected')`),
    // The public list pages newest first with the id as tie-breaker (migration 0011).
    index("offerings_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check("offerings_category_check", sql`${t.category} in ('Training','Consulting','Tools','Books','Resources','Other')`),
    index("offerings_created_idx").on(t.createdAt.desc().nullsFirst()),
    index("offerings_category_created_idx").on(t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("offerings_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    // A member's own offerings by status (trust levels, migration 0031).
    index("offerings_user_idx").on(t.userId, t.status),
  ],
);

/**
 * Every decision on an offering (migration 0049, docs/decisions/083): the reason and the fields the reviewer
 * saw, so a resubmission shows its earlier decisions and what changed since the last review.
 */
export const offeringReviews = pgTable(
  "offering_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    offeringId: uuid("offering_id").notNull(),
    decision: text("decision").notNull(),
    reason: text("reason"),
    snapshot: jsonb("snapshot").$type<Record<string, string | null>>().notNull(),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("offering_reviews_decision_check", sql`${t.decision} in ('approved','rejected')`),
    foreignKey({ name: "offering_reviews_offering_id_fkey", columns: [t.offeringId], foreignColumns: [offerings.id] }).onDelete("cascade"),
    foreignKey({ name: "offering_reviews_decided_by_fkey", columns: [t.decidedBy], foreignColumns: [user.id] }).onDelete("set null"),
    index("offering_reviews_offering_idx").on(t.offeringId, t.decidedAt),
  ],
);

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    eventDate: date("event_date", { mode: "string" }).notNull(),
    eventTime: text("event_time").notNull(),
    location: text("location").notNull(),
    imageUrl: text("image_url"),
    maxAttendees: integer("max_attendees"),
    isFeatured: boolean("is_featured").notNull().default(false),
    organizerId: text("organizer_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Structured times (migration 0017, docs/decisions/031-event-times-and-pages.md): null until the
    // free-text time is parsed by the backfill or fixed by an admin.
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    timeZone: text("time_zone"),
    status: text("status", { enum: ["scheduled", "rescheduled", "cancelled"] })
      .notNull()
      .default("scheduled"),
    previousStartsAt: timestamp("previous_starts_at", { withTimezone: true }),
    sequence: integer("sequence").notNull().default(0),
    // The join link of an online event (migration 0043, docs/decisions/077-reminders-and-join-links.md):
    // shown only to registrants holding a seat, the organizer and admins; never on public pages or feeds.
    meetingUrl: text("meeting_url"),
  },
  (t) => [
    check("events_max_attendees_check", sql`${t.maxAttendees} is null or ${t.maxAttendees} >= 1`),
    index("events_date_idx").on(t.eventDate, t.createdAt, t.id),
    check("events_status_check", sql`${t.status} in ('scheduled','rescheduled','cancelled')`),
    index("events_time_unset_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.startsAt} is null`),
    index("events_created_idx").on(t.createdAt, t.id),
    // The reminders task and /events.ics read events by start (docs/decisions/077).
    index("events_starts_idx").on(t.startsAt),
  ],
);

export const eventAttendees = pgTable(
  "event_attendees",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The personal code shown at the door (docs/decisions/076-event-check-in.md): 8 characters, unique per event. */
    checkInCode: text("check_in_code")
      .notNull()
      .default(sql`event_check_in_code()`),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedInBy: text("checked_in_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index("event_attendees_user_idx").on(t.userId),
    uniqueIndex("event_attendees_code_idx").on(t.eventId, t.checkInCode),
  ],
);

/** Members waiting for a seat of a full event, first come first served. */
export const eventWaitlist = pgTable(
  "event_waitlist",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index("event_waitlist_order_idx").on(t.eventId, t.createdAt),
    index("event_waitlist_user_idx").on(t.userId),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    // null after the author deleted their account: shown as "Deleted member" (docs/decisions/058).
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    status: text("status").notNull().default("pending"),
    // The admin's reason for the last rejection (shown to the author; cleared on resubmit).
    rejectionReason: text("rejection_reason"),
    slug: text("slug").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Hidden by members' flags until reviewed (migration 0020, docs/decisions/034).
    flagHiddenAt: timestamp("flag_hidden_at", { withTimezone: true }),
  },
  (t) => [
    check("blog_posts_status_check", sql`${t.status} in ('draft','pending','published','rejected')`),
    index("blog_posts_published_idx")
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index("blog_posts_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst()),
    index("blog_posts_author_idx").on(t.authorId, t.createdAt.desc().nullsFirst()),
  ],
);

export const blogComments = pgTable(
  "blog_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    // Set by an admin: the comment is shown only to its author and to admins.
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    // Not yet listed in the article author's hourly comment digest (docs/decisions/035).
    digestPending: boolean("digest_pending").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("blog_comments_length_check", sql`char_length(${t.content}) between 1 and 5000`),
    index("blog_comments_post_idx").on(t.postId, t.createdAt),
    index("blog_comments_post_page_idx").on(t.postId, t.createdAt, t.id),
    // A member's comments by age (trust levels, migration 0031).
    index("blog_comments_user_idx").on(t.userId, t.createdAt),
    index("blog_comments_digest_pending_idx")
      .on(t.postId)
      .where(sql`${t.digestPending}`),
  ],
);

/**
 * An edit of a published article waiting for review (docs/decisions/035): the live row in blog_posts
 * keeps serving readers until an admin approves it. At most one pending revision per article.
 */
export const blogPostRevisions = pgTable(
  "blog_post_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id").notNull(),
    authorId: text("author_id"),
    title: text("title").notNull(),
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    status: text("status").notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    // Bumped on every edit of the pending revision: a decision names the version it saw (stale → 409).
    version: integer("version").notNull().default(1),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("blog_post_revisions_status_check", sql`${t.status} in ('pending','approved','rejected')`),
    uniqueIndex("blog_post_revisions_one_pending_idx")
      .on(t.postId)
      .where(sql`${t.status} = 'pending'`),
    index("blog_post_revisions_post_created_idx").on(t.postId, t.createdAt.desc().nullsFirst()),
    index("blog_post_revisions_status_created_idx").on(t.status, t.createdAt),
    foreignKey({ name: "blog_post_revisions_post_id_fkey", columns: [t.postId], foreignColumns: [blogPosts.id] }).onDelete("cascade"),
    foreignKey({ name: "blog_post_revisions_author_id_fkey", columns: [t.authorId], foreignColumns: [user.id] }).onDelete("set null"),
    foreignKey({ name: "blog_post_revisions_decided_by_fkey", columns: [t.decidedBy], foreignColumns: [user.id] }).onDelete("set null"),
  ],
);

/** The claim behind "at most one comment mail per article per hour" (docs/decisions/035). */
export const blogCommentDigests = pgTable(
  "blog_comment_digests",
  {
    postId: uuid("post_id").primaryKey(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull(),
    mailsSent: integer("mails_sent").notNull().default(0),
  },
  (t) => [
    foreignKey({ name: "blog_comment_digests_post_id_fkey", columns: [t.postId], foreignColumns: [blogPosts.id] }).onDelete("cascade"),
  ],
);
