import { Hono } from "hono";
import {
  appointmentDecisionSchema,
  appointmentDtoSchema,
  appointmentStatusSchema,
  bookingInputSchema,
  cancelInputSchema,
  mentorSettingsDtoSchema,
  mentorSettingsSchema,
  rescheduleInputSchema,
  sessionLocationSchema,
  menteeApplicationDtoSchema,
  menteeApplicationSchema,
  mentorApplicantDtoSchema,
  mentorDetailDtoSchema,
  mentorListDtoSchema,
  mentorListQuerySchema,
  myAvailabilityDtoSchema,
  sessionSlotsDtoSchema,
  sessionTypeDtoSchema,
  sessionTypeInputSchema,
  sessionTypeListDtoSchema,
  slotsQuerySchema,
  weeklyAvailabilitySchema,
} from "@common/mentorship.schema";
import { userIdParam } from "@common/fields";
import { roleSchema } from "@common/profiles.schema";
import { z } from "zod";
import { rejectReasonSchema } from "@common/moderation.schema";
import type { AppEnv } from "../../lib/context";
import { doc, emptyBodyAsJson, input } from "../../lib/openapi";
import { readResume } from "../../lib/file-type";
import { parse } from "../../lib/http";
import { currentUser, requireAdmin, requireCapability, requireUser } from "../../middlewares/require-role";
import { appointmentIcsFor, bookSession, cancelAppointment, decideAppointment, myAppointments } from "./appointments.service";
import { myAvailability, resetMyAvailability, setMyAvailability } from "./availability.service";
import { listMenteeApplications, submitMenteeApplication } from "./mentee-applications.service";
import { applyToBecomeMentor, decideMentorApplicant, listMentorApplicants } from "./mentor-applications.service";
import { mentorDirectory, mentorDetail, mentorSlots } from "./mentorship.service";
import { archiveSessionType, createSessionType, mySessionTypes, readSessionType, updateSessionType } from "./session-types.service";
import { DECISION_ALIAS } from "../moderation/moderation.service";
import { getRole } from "../profiles/profiles.service";
import {
  feedbackInputSchema,
  feedbackRatingInputSchema,
  feedbackSummaryDtoSchema,
  myFeedbackDtoSchema,
  testimonialsDtoSchema,
} from "@common/session-feedback.schema";
import { AppError, notFound } from "../../lib/errors";
import { completeSessions, feedbackSummary, mentorTestimonials, recordRating, saveFeedback } from "./feedback.service";
import {
  acceptReschedule,
  declineReschedule,
  myMentorSettings,
  proposeReschedule,
  setMyMentorSettings,
  setSessionLocation,
} from "./sessions.service";
import { exemptWrite, writeLimit } from "../../lib/write-limits";
import {
  sessionLinkCancelSchema,
  sessionLinkDtoSchema,
  sessionLinkQuerySchema,
  sessionLinkRescheduleSchema,
} from "@common/session-links.schema";
import { sendSessionReminders } from "./session-tasks.service";
import { cancelBySessionLink, rescheduleBySessionLink, viewSessionLink } from "./session-links.service";
import { mentorshipLimits } from "./mentorship.limits";

const uuidParam = z.uuid({ error: "Not found" });
const searchQuery = z.object({ q: z.string().trim().max(200).optional() });

export const mentorshipRoutes = new Hono<AppEnv>()
  .get(
    "/mentors",
    doc({
      summary: "Mentors, best match first for a search, 24 a page",
      tag: "mentorship",
      auth: "public",
      responses: { 200: mentorListDtoSchema },
    }),
    input("query", mentorListQuerySchema),
    async (c) => {
      const { q, cursor, expertise, overlap } = c.req.valid("query");
      c.header("Cache-Control", "public, no-cache");
      return c.json(await mentorDirectory(c.get("deps"), q || undefined, cursor, { expertise, overlap }));
    },
  )
  .get(
    "/mentors/me/availability",
    requireUser,
    doc({ summary: "My weekly open hours", tag: "mentorship", auth: "user", responses: { 200: myAvailabilityDtoSchema } }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await myAvailability(c.get("deps").db, currentUser(c)));
    },
  )
  .put(
    "/mentors/me/availability",
    requireCapability("mentor", "admin"),
    writeLimit(mentorshipLimits.settings),
    doc({
      summary: "Set my weekly open hours (mentors)",
      tag: "mentorship",
      auth: "mentor",
      responses: { 200: myAvailabilityDtoSchema },
      errors: [403],
    }),
    input("json", weeklyAvailabilitySchema),
    async (c) => {
      const input = c.req.valid("json");
      return c.json(await setMyAvailability(c.get("deps").db, currentUser(c), input, c.get("deps").scheduler.now()));
    },
  )
  .get(
    "/mentors/me/settings",
    requireUser,
    doc({ summary: "My meeting place and booking rules", tag: "mentorship", auth: "user", responses: { 200: mentorSettingsDtoSchema } }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await myMentorSettings(c.get("deps").db, currentUser(c)));
    },
  )
  .put(
    "/mentors/me/settings",
    requireCapability("mentor", "admin"),
    writeLimit(mentorshipLimits.settings),
    doc({
      summary: "Set my meeting place, minimum notice, buffer and dates off (mentors)",
      tag: "mentorship",
      auth: "mentor",
      responses: { 200: mentorSettingsDtoSchema },
      errors: [403],
    }),
    input("json", mentorSettingsSchema),
    async (c) => c.json(await setMyMentorSettings(c.get("deps").db, currentUser(c), c.req.valid("json"), c.get("deps").scheduler.now())),
  )
  .delete(
    "/mentors/me/availability",
    requireCapability("mentor", "admin"),
    writeLimit(mentorshipLimits.settings),
    doc({
      summary: "Back to the default weekly hours",
      tag: "mentorship",
      auth: "mentor",
      responses: { 200: myAvailabilityDtoSchema },
      errors: [403],
    }),
    async (c) => {
      return c.json(await resetMyAvailability(c.get("deps").db, currentUser(c), c.get("deps").scheduler.now()));
    },
  )
  // ---- session types (docs/decisions/084-session-types.md): the mentor's own; an admin may read ----
  .get(
    "/mentors/me/session-types",
    requireUser,
    doc({
      summary: "My session types (mentors)",
      tag: "mentorship",
      auth: "mentor",
      responses: { 200: sessionTypeListDtoSchema },
      errors: [403],
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await mySessionTypes(c.get("deps").db, currentUser(c)));
    },
  )
  .post(
    "/mentors/me/session-types",
    requireCapability("mentor", "admin"),
    writeLimit(mentorshipLimits.sessionTypes),
    doc({
      summary: "Offer a new session type: length, one-to-one or group with seats, buffers and notice (mentors)",
      tag: "mentorship",
      auth: "mentor",
      responses: { 201: sessionTypeDtoSchema },
      errors: [403],
    }),
    input("json", sessionTypeInputSchema),
    async (c) => c.json(await createSessionType(c.get("deps").db, currentUser(c), c.req.valid("json"), c.get("deps").scheduler.now()), 201),
  )
  .get(
    "/session-types/:id",
    requireUser,
    doc({
      summary: "A session type's settings (its mentor, or an admin)",
      tag: "mentorship",
      auth: "user",
      responses: { 200: sessionTypeDtoSchema },
      errors: [403, 404],
    }),
    input("param", z.object({ id: uuidParam })),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await readSessionType(c.get("deps").db, currentUser(c), c.req.valid("param").id));
    },
  )
  .put(
    "/session-types/:id",
    requireUser,
    writeLimit(mentorshipLimits.sessionTypes),
    doc({
      summary: "Change one of my session types (booked sessions keep their length)",
      tag: "mentorship",
      auth: "mentor",
      responses: { 200: sessionTypeDtoSchema },
      errors: [403, 404],
    }),
    input("param", z.object({ id: uuidParam })),
    input("json", sessionTypeInputSchema),
    async (c) =>
      c.json(
        await updateSessionType(
          c.get("deps").db,
          currentUser(c),
          c.req.valid("param").id,
          c.req.valid("json"),
          c.get("deps").scheduler.now(),
        ),
      ),
  )
  .delete(
    "/session-types/:id",
    requireUser,
    writeLimit(mentorshipLimits.sessionTypes),
    doc({
      summary: "Stop offering one of my session types (its booked sessions stay)",
      tag: "mentorship",
      auth: "mentor",
      responses: { 204: null },
      errors: [403, 404, 409],
    }),
    input("param", z.object({ id: uuidParam })),
    async (c) => {
      await archiveSessionType(c.get("deps").db, currentUser(c), c.req.valid("param").id, c.get("deps").scheduler.now());
      return c.body(null, 204);
    },
  )
  .get(
    "/mentors/:id/slots",
    doc({
      summary: "The open slots of one of a mentor's session types (seats left for a group)",
      tag: "mentorship",
      auth: "public",
      responses: { 200: sessionSlotsDtoSchema },
      errors: [404],
    }),
    input("param", z.object({ id: userIdParam })),
    input("query", slotsQuerySchema),
    async (c) => {
      c.header("Cache-Control", "no-cache");
      return c.json(await mentorSlots(c.get("deps").db, c.req.valid("param").id, c.req.valid("query").type, c.get("deps").scheduler.now()));
    },
  )
  .get(
    "/mentors/:id",
    doc({
      summary: "A mentor with taken slots and weekly hours",
      tag: "mentorship",
      auth: "public",
      responses: { 200: mentorDetailDtoSchema },
      errors: [404],
    }),
    input("param", z.object({ id: userIdParam })),
    async (c) => {
      const { id } = c.req.valid("param");
      c.header("Cache-Control", "no-cache");
      return c.json(await mentorDetail(c.get("deps").db, id, c.get("deps").scheduler.now()));
    },
  )
  .get(
    "/mentors/:id/testimonials",
    doc({
      summary: "Notes that this mentor's mentees chose to show on the mentor's page (first names only)",
      tag: "mentorship",
      auth: "public",
      responses: { 200: testimonialsDtoSchema },
    }),
    input("param", z.object({ id: userIdParam })),
    async (c) => {
      c.header("Cache-Control", "no-cache");
      return c.json({ testimonials: await mentorTestimonials(c.get("deps").db, c.req.valid("param").id) });
    },
  )
  // ---- feedback after a session (docs/decisions/040-session-feedback.md): the signed token is the credential ----
  .post(
    "/mentorship/feedback/rating",
    writeLimit(mentorshipLimits.feedback),
    doc({
      summary: "Record the one-click rating of a feedback mail's link (once per person per session)",
      tag: "mentorship",
      auth: "public",
      description: "The token names the session, the person and the rating. A person who already rated keeps their rating.",
      responses: { 200: myFeedbackDtoSchema },
      errors: [404, 409],
    }),
    input("json", feedbackRatingInputSchema),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await recordRating(c.get("deps"), c.req.valid("json").token));
    },
  )
  .put(
    "/mentorship/feedback",
    writeLimit(mentorshipLimits.feedback),
    doc({
      summary: "Change the rating, add a private note and (a mentee) allow it on the mentor's page",
      tag: "mentorship",
      auth: "public",
      responses: { 200: myFeedbackDtoSchema },
      errors: [404, 409],
    }),
    input("json", feedbackInputSchema),
    async (c) => c.json(await saveFeedback(c.get("deps"), c.req.valid("json"))),
  )
  .get(
    "/admin/mentorship/feedback",
    requireAdmin,
    doc({
      summary: "Per-mentor rating averages and the latest notes from both sides",
      tag: "mentorship",
      auth: "admin",
      responses: { 200: feedbackSummaryDtoSchema },
      errors: [403],
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await feedbackSummary(c.get("deps").db));
    },
  )
  // With the dev outbox only (never in production): completes ended sessions as the scheduler would,
  // at an optional later instant so a journey can pass a session's hour.
  .post(
    "/dev/mentorship/complete-sessions",
    exemptWrite("Development only: not mounted in production."),
    doc({
      summary: "Development only: run the session-completion task now (or at a later instant, for one session)",
      tag: "mentorship",
      auth: "public",
      responses: { 200: z.object({ completed: z.number() }) },
      errors: [404],
    }),
    emptyBodyAsJson,
    input(
      "json",
      z.object({
        at: z.iso.datetime({ offset: true, error: "Must be an ISO date-time" }).optional(),
        // A journey passes only its own session's hour, leaving the sessions of other journeys alone.
        appointmentId: z.uuid({ error: "Not found" }).optional(),
      }),
    ),
    async (c) => {
      const deps = c.get("deps");
      if (!deps.config.devMail) throw notFound();
      const { at, appointmentId } = c.req.valid("json");
      const now = at ? new Date(at) : deps.scheduler.now();
      return c.json({ completed: await completeSessions(deps, now, appointmentId ? { appointmentId } : undefined) });
    },
  )
  // With the dev outbox only: the reminder task (24 hours and 1 hour before, decision 077) at a chosen
  // instant, for a journey's own sessions, so a browser journey can pass a day without waiting for it.
  .post(
    "/dev/mentorship/send-reminders",
    exemptWrite("Development only: not mounted in production."),
    doc({
      summary: "Development only: run the session-reminder task at a chosen instant, for the sessions named",
      tag: "mentorship",
      auth: "public",
      responses: { 200: z.object({ reminded: z.number() }) },
      errors: [404],
    }),
    input(
      "json",
      z.object({
        at: z.iso.datetime({ offset: true, error: "Must be an ISO date-time" }),
        appointmentIds: z
          .array(z.uuid({ error: "Not found" }))
          .min(1)
          .max(50),
      }),
    ),
    async (c) => {
      const deps = c.get("deps");
      if (!deps.config.devMail) throw notFound();
      const { at, appointmentIds } = c.req.valid("json");
      return c.json({ reminded: await sendSessionReminders(deps, new Date(at), { appointmentIds }) });
    },
  )
  .get(
    "/appointments",
    requireUser,
    doc({
      summary: "My sessions as mentee and as mentor",
      tag: "mentorship",
      auth: "user",
      responses: { 200: z.object({ asMentee: z.array(appointmentDtoSchema), asMentor: z.array(appointmentDtoSchema) }) },
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await myAppointments(c.get("deps").db, currentUser(c)));
    },
  )
  .post(
    "/appointments",
    requireUser,
    writeLimit(mentorshipLimits.book),
    doc({
      summary: "Request a session in an open slot",
      tag: "mentorship",
      auth: "user",
      description:
        "A one-to-one request is pending until the mentor answers; a group seat is approved, or waitlisted when the session is full.",
      responses: { 201: z.object({ appointment: z.object({ id: z.string(), status: z.enum(["pending", "approved", "waitlisted"]) }) }) },
      errors: [404, 409],
    }),
    input("json", bookingInputSchema),
    async (c) => {
      const input = c.req.valid("json");
      const row = await bookSession(c.get("deps"), currentUser(c), input);
      return c.json({ appointment: { id: row.id, status: row.status } }, 201);
    },
  )
  .post(
    "/appointments/:id/decision",
    requireUser,
    writeLimit(mentorshipLimits.respond),
    doc({
      summary: "Approve or decline a pending session (its mentor)",
      tag: "mentorship",
      auth: "mentor",
      responses: { 200: z.object({ appointment: z.object({ id: z.string(), status: appointmentStatusSchema }) }) },
      errors: [403, 404, 409],
    }),
    input("json", appointmentDecisionSchema),
    input("param", z.object({ id: uuidParam })),
    async (c) => {
      const { id } = c.req.valid("param");
      const { status, reason } = c.req.valid("json");
      const a = await decideAppointment(c.get("deps"), currentUser(c), id, status, reason);
      return c.json({ appointment: { id: a.id, status: a.status } });
    },
  )
  .post(
    "/appointments/:id/cancel",
    requireUser,
    writeLimit(mentorshipLimits.respond),
    doc({
      summary: "Cancel my session",
      tag: "mentorship",
      auth: "owner",
      responses: { 200: z.object({ appointment: z.object({ id: z.string(), status: z.literal("cancelled") }) }) },
      errors: [403, 404, 409],
    }),
    emptyBodyAsJson,
    input("json", cancelInputSchema),
    input("param", z.object({ id: uuidParam })),
    async (c) => {
      const { id } = c.req.valid("param");
      await cancelAppointment(c.get("deps"), currentUser(c), id, c.req.valid("json").reason);
      return c.json({ appointment: { id, status: "cancelled" } });
    },
  )
  .post(
    "/appointments/:id/reschedule",
    requireUser,
    writeLimit(mentorshipLimits.reschedule),
    doc({
      summary: "Propose a new time for my session (mentor or mentee), from the mentor's free slots",
      tag: "mentorship",
      auth: "owner",
      responses: { 200: z.object({ ok: z.literal(true) }) },
      errors: [403, 404, 409],
    }),
    input("json", rescheduleInputSchema),
    input("param", z.object({ id: uuidParam })),
    async (c) => {
      await proposeReschedule(c.get("deps"), currentUser(c), c.req.valid("param").id, c.req.valid("json"));
      return c.json({ ok: true as const });
    },
  )
  .post(
    "/appointments/:id/reschedule/accept",
    requireUser,
    writeLimit(mentorshipLimits.reschedule),
    doc({
      summary: "Accept the other side's proposed time (the session keeps its id; SEQUENCE + 1)",
      tag: "mentorship",
      auth: "owner",
      responses: { 200: z.object({ ok: z.literal(true) }) },
      errors: [403, 404, 409],
    }),
    input("param", z.object({ id: uuidParam })),
    async (c) => {
      await acceptReschedule(c.get("deps"), currentUser(c), c.req.valid("param").id);
      return c.json({ ok: true as const });
    },
  )
  .post(
    "/appointments/:id/reschedule/decline",
    requireUser,
    writeLimit(mentorshipLimits.respond),
    doc({
      summary: "Decline the other side's proposed time (the session stays)",
      tag: "mentorship",
      auth: "owner",
      responses: { 200: z.object({ ok: z.literal(true) }) },
      errors: [403, 404, 409],
    }),
    input("param", z.object({ id: uuidParam })),
    async (c) => {
      await declineReschedule(c.get("deps"), currentUser(c), c.req.valid("param").id);
      return c.json({ ok: true as const });
    },
  )
  .put(
    "/appointments/:id/location",
    requireUser,
    writeLimit(mentorshipLimits.respond),
    doc({
      summary: "Set this session's meeting link or place (its mentor)",
      tag: "mentorship",
      auth: "mentor",
      responses: { 200: z.object({ ok: z.literal(true) }) },
      errors: [403, 404, 409],
    }),
    input("json", sessionLocationSchema),
    input("param", z.object({ id: uuidParam })),
    async (c) => {
      await setSessionLocation(c.get("deps"), currentUser(c), c.req.valid("param").id, c.req.valid("json").location);
      return c.json({ ok: true as const });
    },
  )
  // ---- a session mail's reschedule/cancel link (docs/decisions/085): the signed token is the credential ----
  .get(
    "/appointments/:id/by-link",
    doc({
      summary: "The session a mail's reschedule/cancel link names, as that link's person sees it",
      tag: "mentorship",
      auth: "public",
      description: "The token names the session, one of its two parties and its version; it expires when the session ends.",
      responses: { 200: sessionLinkDtoSchema },
      errors: [403],
    }),
    input("param", z.object({ id: uuidParam })),
    input("query", sessionLinkQuerySchema),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      c.header("Referrer-Policy", "no-referrer");
      return c.json(await viewSessionLink(c.get("deps"), c.req.valid("param").id, c.req.valid("query").token));
    },
  )
  .post(
    "/appointments/:id/by-link/cancel",
    writeLimit(mentorshipLimits.mailLink),
    doc({
      summary: "Cancel the session as the person a mail's link was sent to (optional reason)",
      tag: "mentorship",
      auth: "public",
      responses: { 200: z.object({ appointment: z.object({ id: z.string(), status: z.literal("cancelled") }) }) },
      errors: [403, 409],
    }),
    input("param", z.object({ id: uuidParam })),
    input("json", sessionLinkCancelSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      await cancelBySessionLink(c.get("deps"), id, c.req.valid("json"));
      return c.json({ appointment: { id, status: "cancelled" as const } });
    },
  )
  .post(
    "/appointments/:id/by-link/reschedule",
    writeLimit(mentorshipLimits.mailLink),
    doc({
      summary: "Propose a new time as the person a mail's link was sent to; the other side accepts it",
      tag: "mentorship",
      auth: "public",
      responses: { 200: z.object({ ok: z.literal(true) }) },
      errors: [403, 409],
    }),
    input("param", z.object({ id: uuidParam })),
    input("json", sessionLinkRescheduleSchema),
    async (c) => {
      await rescheduleBySessionLink(c.get("deps"), c.req.valid("param").id, c.req.valid("json"));
      return c.json({ ok: true as const });
    },
  )
  .get(
    "/appointments/:id/ics",
    requireUser,
    doc({
      summary: "A confirmed session as an .ics calendar file",
      tag: "mentorship",
      auth: "owner",
      responses: { 200: { media: "text/calendar" } },
      // 409: the session is not approved (only approved sessions have a calendar file).
      errors: [403, 404, 409],
    }),
    input("param", z.object({ id: uuidParam })),
    async (c) => {
      const { id } = c.req.valid("param");
      const ics = await appointmentIcsFor(c.get("deps"), currentUser(c), id);
      return c.body(ics, 200, {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'attachment; filename="mentorship-session.ics"',
        "Cache-Control": "private, no-store",
      });
    },
  )
  .post(
    "/mentorship/applications",
    requireUser,
    writeLimit(mentorshipLimits.apply),
    doc({
      summary: "Apply as a mentee (multipart, optional resume)",
      tag: "mentorship",
      auth: "user",
      responses: { 201: z.object({ application: z.object({ id: z.string() }) }) },
      errors: [413, 415, 429],
      multipart: { fields: menteeApplicationSchema, files: ["resume"] },
    }),
    async (c) => {
      const body = await c.req.parseBody().catch(() => {
        throw new AppError("BAD_REQUEST", "Request body must be multipart/form-data");
      });
      const fields = Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === "string"));
      const input = parse(menteeApplicationSchema, fields);
      let resume = null;
      const file = body.resume;
      if (file instanceof File && file.size > 0) resume = await readResume(file);
      const row = await submitMenteeApplication(c.get("deps"), currentUser(c), input, resume);
      return c.json({ application: { id: row.id } }, 201);
    },
  )
  .post(
    "/mentorship/mentor-application",
    requireUser,
    writeLimit(mentorshipLimits.apply),
    doc({
      summary: "Apply to become a mentor",
      tag: "mentorship",
      auth: "user",
      responses: { 200: z.object({ role: roleSchema }) },
      errors: [409],
    }),
    async (c) => {
      const deps = c.get("deps");
      await applyToBecomeMentor(deps, currentUser(c));
      // The display role after applying: mentor_applicant, or a recruiter's own role (docs/decisions/026).
      return c.json({ role: (await getRole(deps.db, currentUser(c).id)) ?? "mentor_applicant" });
    },
  )
  // ---- admin ----
  .get(
    "/admin/mentor-applications",
    requireAdmin,
    doc({
      summary: "Mentor applicants and mentee applications",
      tag: "mentorship",
      auth: "admin",
      responses: {
        200: z.object({ applicants: z.array(mentorApplicantDtoSchema), menteeApplications: z.array(menteeApplicationDtoSchema) }),
      },
      errors: [403],
    }),
    input("query", searchQuery),
    async (c) => {
      const { q } = c.req.valid("query");
      const db = c.get("deps").db;
      const [applicants, menteeApplications] = await Promise.all([listMentorApplicants(db, q || undefined), listMenteeApplications(db)]);
      return c.json({ applicants, menteeApplications });
    },
  )
  .post(
    "/admin/mentor-applications/:id/approve",
    requireAdmin,
    writeLimit(mentorshipLimits.review),
    doc({
      summary: "Approve a mentor applicant",
      description: DECISION_ALIAS,
      tag: "mentorship",
      auth: "admin",
      responses: { 200: z.object({ role: roleSchema }) },
      errors: [403, 404],
    }),
    input("param", z.object({ id: userIdParam })),
    async (c) => {
      // The member's display role after it: mentor (a recruiter keeps the recruiter capability too).
      const deps = c.get("deps");
      const role = await decideMentorApplicant(deps, c.req.valid("param").id, true, currentUser(c), null, deps.scheduler.now());
      return c.json({ role });
    },
  )
  .post(
    "/admin/mentor-applications/:id/reject",
    requireAdmin,
    writeLimit(mentorshipLimits.review),
    doc({
      summary: "Reject a mentor applicant",
      description: DECISION_ALIAS,
      tag: "mentorship",
      auth: "admin",
      responses: { 200: z.object({ role: roleSchema }) },
      errors: [403, 404],
    }),
    input("param", z.object({ id: userIdParam })),
    input("json", rejectReasonSchema),
    async (c) => {
      // The member's display role after it: what they were before applying (a recruiter stays one).
      // A rejection carries a reason, mailed to the applicant (docs/decisions/034).
      const deps = c.get("deps");
      const reason = c.req.valid("json").reason;
      const role = await decideMentorApplicant(deps, c.req.valid("param").id, false, currentUser(c), reason, deps.scheduler.now());
      return c.json({ role });
    },
  );
