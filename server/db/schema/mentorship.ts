import { sql } from "drizzle-orm";
import { boolean, check, date, foreignKey, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { files } from "./system";

export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Null once that member deleted their account (docs/decisions/058): past sessions stay in the
    // other side's history as "Deleted member"; future ones were cancelled before the row went.
    mentorId: text("mentor_id").references(() => user.id, { onDelete: "set null" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    date: date("date", { mode: "string" }).notNull(),
    time: text("time").notNull(),
    topic: text("topic").notNull(),
    notes: text("notes"),
    status: text("status").notNull().default("pending"),
    declineReason: text("decline_reason"),
    // The session's instant (date + time in the mentor's zone when booked): reminders and expiry use it.
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    // Set when the 24-hour reminder went out (exactly once per session).
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    // Set when the session's hour has passed and it became completed (docs/decisions/040, migration 0025).
    completedAt: timestamp("completed_at", { withTimezone: true }),
    // docs/decisions/030-calendar-grade-sessions.md (migration 0016): the booker's IANA zone, the iTIP
    // SEQUENCE (raised on every change), the meeting place of this session, why it was cancelled and by
    // whom, and one open reschedule proposal.
    bookerTimezone: text("booker_timezone"),
    sequence: integer("sequence").notNull().default(0),
    location: text("location"),
    cancelReason: text("cancel_reason"),
    cancelledBy: text("cancelled_by"),
    proposedDate: date("proposed_date", { mode: "string" }),
    proposedTime: text("proposed_time"),
    proposedStartsAt: timestamp("proposed_starts_at", { withTimezone: true }),
    proposedBy: text("proposed_by"),
    // docs/decisions/084-session-types.md (migration 0050): the type booked, its length when booked, and
    // whether this row is one seat of a group session (group seats share a start; the slot index skips them).
    sessionTypeId: uuid("session_type_id").references(() => mentorSessionTypes.id, { onDelete: "set null" }),
    durationMinutes: integer("duration_minutes").notNull().default(60),
    groupSeat: boolean("group_seat").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "appointments_status_check",
      sql`${t.status} in ('pending','approved','declined','completed','cancelled','expired','waitlisted')`,
    ),
    // Quarter hours ("9:30 AM"): the session type's length and the mentor's hours decide which ones.
    check("appointments_time_check", sql`${t.time} ~ '^(1[0-2]|[1-9]):(00|15|30|45) (AM|PM)$'`),
    check("appointments_duration_check", sql`${t.durationMinutes} between 15 and 120`),

    check("appointments_not_self_check", sql`${t.mentorId} <> ${t.userId}`),
    check("appointments_sequence_check", sql`${t.sequence} >= 0`),
    foreignKey({ name: "appointments_proposed_by_fkey", columns: [t.proposedBy], foreignColumns: [user.id] }).onDelete("set null"),
    check(
      "appointments_proposal_check",
      sql`(${t.proposedDate} is null) = (${t.proposedTime} is null) and (${t.proposedDate} is null) = (${t.proposedStartsAt} is null)`,
    ),
    // One active one-to-one booking per slot: the database decides races.
    uniqueIndex("appointments_active_slot_uq")
      .on(t.mentorId, t.date, t.time)
      .where(sql`${t.status} in ('pending','approved') and not ${t.groupSeat}`),
    // One seat (or waitlist place) per member in a group session; seats of a session in booking order.
    uniqueIndex("appointments_group_seat_uq")
      .on(t.sessionTypeId, t.startsAt, t.userId)
      .where(sql`${t.groupSeat} and ${t.status} in ('pending','approved','waitlisted')`),
    index("appointments_group_slot_idx")
      .on(t.sessionTypeId, t.startsAt, t.createdAt)
      .where(sql`${t.groupSeat}`),
    index("appointments_user_date_idx").on(t.userId, t.date),
    index("appointments_mentor_date_idx").on(t.mentorId, t.date),
    // The scheduled tasks: pending requests by age (48 h expiry), approved sessions not yet reminded.
    index("appointments_pending_created_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index("appointments_reminder_idx")
      .on(t.startsAt)
      .where(sql`${t.status} = 'approved' and ${t.remindedAt} is null`),
    // Completing approved sessions whose hour has passed (docs/decisions/040).
    index("appointments_approved_starts_idx")
      .on(t.startsAt)
      .where(sql`${t.status} = 'approved'`),
  ],
);

/** A mentor's session types (docs/decisions/084-session-types.md): what members book. */
export const mentorSessionTypes = pgTable(
  "mentor_session_types",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mentorId: text("mentor_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    durationMinutes: integer("duration_minutes").notNull(),
    kind: text("kind").notNull().default("one_to_one"),
    capacity: integer("capacity").notNull().default(1),
    bufferBeforeMinutes: integer("buffer_before_minutes").notNull().default(0),
    bufferAfterMinutes: integer("buffer_after_minutes").notNull().default(0),
    minNoticeHours: integer("min_notice_hours").notNull().default(0),
    // Removed types stay for the sessions booked with them; they are no longer offered.
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("mentor_session_types_duration_check", sql`${t.durationMinutes} between 15 and 120 and ${t.durationMinutes} % 15 = 0`),
    check("mentor_session_types_kind_check", sql`${t.kind} in ('one_to_one','group')`),
    check(
      "mentor_session_types_capacity_check",
      sql`(${t.kind} = 'one_to_one' and ${t.capacity} = 1) or (${t.kind} = 'group' and ${t.capacity} between 2 and 50)`,
    ),
    check(
      "mentor_session_types_buffers_check",
      sql`${t.bufferBeforeMinutes} between 0 and 240 and ${t.bufferAfterMinutes} between 0 and 240`,
    ),
    check("mentor_session_types_notice_check", sql`${t.minNoticeHours} between 0 and 720`),
    check("mentor_session_types_title_check", sql`char_length(${t.title}) between 1 and 80`),
    index("mentor_session_types_mentor_idx")
      .on(t.mentorId, t.createdAt)
      .where(sql`${t.archivedAt} is null`),
  ],
);

/** A mentor's meeting place and booking rules (docs/decisions/030-calendar-grade-sessions.md). */
export const mentorSettings = pgTable(
  "mentor_settings",
  {
    userId: text("user_id").primaryKey(),
    meetingLocation: text("meeting_location"),
    minNoticeHours: integer("min_notice_hours").notNull().default(0),
    bufferMinutes: integer("buffer_minutes").notNull().default(0),
    datesOff: date("dates_off", { mode: "string" })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    // docs/decisions/084 (migration 0050): how far ahead members may book, and per-date extra hours.
    bookingWindowDays: integer("booking_window_days").notNull().default(30),
    extraHours: jsonb("extra_hours")
      .$type<Record<string, string[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("mentor_settings_booking_window_check", sql`${t.bookingWindowDays} between 7 and 90`),
    check("mentor_settings_min_notice_check", sql`${t.minNoticeHours} between 0 and 720`),
    check("mentor_settings_buffer_check", sql`${t.bufferMinutes} between 0 and 240`),
    foreignKey({ name: "mentor_settings_user_id_fkey", columns: [t.userId], foreignColumns: [user.id] }).onDelete("cascade"),
  ],
);

/** Mentee applications (/mentorship/apply). */
export const mentorshipApplications = pgTable(
  "mentorship_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number"),
    currentRole: text("current_role").notNull(),
    yearsExperience: text("years_experience").notNull(),
    areaOfInterest: text("area_of_interest").notNull(),
    resumeFileId: uuid("resume_file_id").references(() => files.id, { onDelete: "set null" }),
    preferredContactMethod: text("preferred_contact_method").notNull().default("email"),
    additionalInfo: text("additional_info"),
    goals: text("goals").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Matching (docs/decisions/033-mentorship-matching.md, migration 0019).
    applicantTimezone: text("applicant_timezone"),
    matchStatus: text("match_status").notNull().default("received"),
    matchedAt: timestamp("matched_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    overdueNotifiedAt: timestamp("overdue_notified_at", { withTimezone: true }),
  },
  (t) => [
    check("mentorship_applications_match_status_check", sql`${t.matchStatus} in ('received','matched','closed')`),
    index("mentorship_applications_match_status_idx").on(t.matchStatus, t.createdAt),
    index("mentorship_applications_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    check("mentorship_applications_years_check", sql`${t.yearsExperience} in ('0-1','1-3','3-5','5-10','10+')`),
    check(
      "mentorship_applications_area_check",
      sql`${t.areaOfInterest} in ('application-security','cloud-security','devsecops','security-architecture','penetration-testing','security-management','other')`,
    ),
    check("mentorship_applications_contact_check", sql`${t.preferredContactMethod} in ('email','phone','either')`),
    index("mentorship_applications_created_idx").on(t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * One private rating (1–5) and note per person per completed session (docs/decisions/040-session-feedback.md).
 * `mentorId` is the session's mentor, so per-mentor averages need no join; only a mentee's note may be
 * shown as a testimonial on the mentor's page, and only when they chose so.
 */
export const sessionFeedback = pgTable(
  "session_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    // Null once that member deleted their account (docs/decisions/058): the rating keeps counting.
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    mentorId: text("mentor_id").references(() => user.id, { onDelete: "set null" }),
    role: text("role").notNull(),
    rating: integer("rating").notNull(),
    note: text("note"),
    testimonial: boolean("testimonial").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("session_feedback_role_check", sql`${t.role} in ('mentor','mentee')`),
    check("session_feedback_rating_check", sql`${t.rating} between 1 and 5`),
    check("session_feedback_note_check", sql`${t.note} is null or char_length(${t.note}) <= 2000`),
    check("session_feedback_testimonial_check", sql`not ${t.testimonial} or ${t.role} = 'mentee'`),
    uniqueIndex("session_feedback_appointment_author_uq").on(t.appointmentId, t.authorId),
    index("session_feedback_mentor_idx").on(t.mentorId, t.createdAt),
    index("session_feedback_testimonials_idx")
      .on(t.mentorId, t.updatedAt)
      .where(sql`${t.testimonial}`),
  ],
);
