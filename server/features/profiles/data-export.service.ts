import { DELETED_MEMBER } from "@common/deleted-member";
import { alias } from "drizzle-orm/pg-core";
import { asc, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  appointments,
  blogComments,
  blogPosts,
  contractorRequests,
  eventAttendees,
  events,
  jobInterests,
  jobs,
  mentorshipApplications,
  newsletterSubscribers,
  offerings,
  profiles,
  user,
} from "../../db/schema";
import type { SessionUser } from "../../lib/context";
import { formatInZone } from "@common/time";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * "Download my data": everything the member put in or booked, as JSON. Other people appear by
 * name only (the other side of a booking) — never another user's e-mail address.
 */
export async function exportMyData(db: Db, viewer: SessionUser, now: Date) {
  const mentor = alias(profiles, "mentor_profile");
  const mentee = alias(profiles, "mentee_profile");
  const [
    [account],
    [profile],
    articles,
    comments,
    bookings,
    registrations,
    interests,
    mentorshipApps,
    contractorReqs,
    submittedJobs,
    myOfferings,
    newsletter,
  ] = await Promise.all([
    db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        capabilities: user.capabilities,
        plan: user.plan,
        mentorApplication: user.mentorApplication,
        mentorApplicationAt: user.mentorApplicationAt,
        mentorApplicationDecidedAt: user.mentorApplicationDecidedAt,
        mentorApplicationReason: user.mentorApplicationReason,
        emailVerified: user.emailVerified,
        createdAt: user.createdAt,
      })
      .from(user)
      .where(eq(user.id, viewer.id)),
    db.select().from(profiles).where(eq(profiles.id, viewer.id)),
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        status: blogPosts.status,
        content: blogPosts.content,
        createdAt: blogPosts.createdAt,
        publishedAt: blogPosts.publishedAt,
      })
      .from(blogPosts)
      .where(eq(blogPosts.authorId, viewer.id))
      .orderBy(asc(blogPosts.createdAt)),
    db
      .select({
        id: blogComments.id,
        articleTitle: blogPosts.title,
        articleSlug: blogPosts.slug,
        content: blogComments.content,
        hidden: blogComments.hiddenAt,
        createdAt: blogComments.createdAt,
      })
      .from(blogComments)
      .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
      .where(eq(blogComments.userId, viewer.id))
      .orderBy(asc(blogComments.createdAt)),
    db
      .select({
        a: appointments,
        mentorName: mentor.fullName,
        menteeName: mentee.fullName,
        mentorTz: mentor.timezone,
        menteeTz: mentee.timezone,
      })
      .from(appointments)
      .leftJoin(mentor, eq(mentor.id, appointments.mentorId))
      .leftJoin(mentee, eq(mentee.id, appointments.userId))
      .where(or(eq(appointments.userId, viewer.id), eq(appointments.mentorId, viewer.id)))
      .orderBy(asc(appointments.date)),
    db
      .select({
        eventId: events.id,
        title: events.title,
        date: events.eventDate,
        time: events.eventTime,
        location: events.location,
        registeredAt: eventAttendees.createdAt,
      })
      .from(eventAttendees)
      .innerJoin(events, eq(events.id, eventAttendees.eventId))
      .where(eq(eventAttendees.userId, viewer.id)),
    db
      .select({ jobId: jobs.id, title: jobs.title, company: jobs.company, at: jobInterests.createdAt })
      .from(jobInterests)
      .innerJoin(jobs, eq(jobs.id, jobInterests.jobId))
      .where(eq(jobInterests.userId, viewer.id)),
    db.select().from(mentorshipApplications).where(eq(mentorshipApplications.userId, viewer.id)),
    db.select().from(contractorRequests).where(eq(contractorRequests.userId, viewer.id)),
    db
      .select({
        id: jobs.id,
        title: jobs.title,
        company: jobs.company,
        location: jobs.location,
        isApproved: jobs.isApproved,
        createdAt: jobs.createdAt,
      })
      .from(jobs)
      .where(eq(jobs.recruiterId, viewer.id)),
    db
      .select({
        id: offerings.id,
        title: offerings.title,
        category: offerings.category,
        status: offerings.status,
        createdAt: offerings.createdAt,
      })
      .from(offerings)
      .where(eq(offerings.userId, viewer.id)),
    db
      .select({ confirmedAt: newsletterSubscribers.confirmedAt, createdAt: newsletterSubscribers.createdAt })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, viewer.email)),
  ]);
  return {
    exportedAt: now.toISOString(),
    account: account ? { ...account, createdAt: iso(account.createdAt) } : null,
    // search_vector is derived from the fields above (an index column, not data the member gave).
    profile: profile ? (({ searchVector: _derived, ...rest }) => rest)(profile) : null,
    articles: articles.map((a) => ({ ...a, createdAt: iso(a.createdAt), publishedAt: iso(a.publishedAt) })),
    comments: comments.map((c) => ({ ...c, hidden: c.hidden !== null, createdAt: iso(c.createdAt) })),
    bookings: bookings.map(({ a, mentorName, menteeName, mentorTz, menteeTz }) => {
      // Each reader's own zone, named (docs/decisions/030-calendar-grade-sessions.md).
      const mentorTimezone = mentorTz ?? "UTC";
      const menteeTimezone = a.bookerTimezone ?? menteeTz ?? mentorTimezone;
      return {
        id: a.id,
        as: a.userId === viewer.id ? "mentee" : "mentor",
        mentor: a.mentorId === viewer.id ? "you" : (mentorName ?? DELETED_MEMBER),
        mentee: a.userId === viewer.id ? "you" : (menteeName ?? DELETED_MEMBER),
        date: a.date,
        time: a.time,
        topic: a.topic,
        notes: a.notes,
        status: a.status,
        declineReason: a.declineReason,
        startsAt: iso(a.startsAt),
        yourTime: formatInZone(a.startsAt, a.userId === viewer.id ? menteeTimezone : mentorTimezone),
        mentorTimezone,
        menteeTimezone,
        location: a.location,
        cancelReason: a.cancelReason,
        createdAt: iso(a.createdAt),
      };
    }),
    registrations: registrations.map((r) => ({ ...r, registeredAt: iso(r.registeredAt) })),
    applications: {
      jobInterests: interests.map((i) => ({ ...i, at: iso(i.at) })),
      mentorship: mentorshipApps.map((m) => ({ ...m, userId: undefined, createdAt: iso(m.createdAt) })),
      contractor: contractorReqs.map((r) => ({ ...r, userId: undefined, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) })),
    },
    submittedJobs: submittedJobs.map((j) => ({ ...j, createdAt: iso(j.createdAt) })),
    offerings: myOfferings.map((o) => ({ ...o, createdAt: iso(o.createdAt) })),
    newsletter: newsletter[0]
      ? { subscribed: true, confirmed: newsletter[0].confirmedAt !== null }
      : { subscribed: false, confirmed: false },
  };
}
