import { defineFeature } from "../../lib/feature";
import { completeSessions } from "./feedback.service";
import { mentorshipLimits } from "./mentorship.limits";
import { mentorshipRoutes } from "./mentorship.routes";
import { expireStaleRequests, sendSessionReminders } from "./session-tasks.service";
import { reviewKinds } from "./mentorship.review";

/** Mentors, bookings and sessions (decision 018), applications, feedback (docs/decisions/040-session-feedback.md). */
export const feature = defineFeature({
  name: "mentorship",
  // What the moderation module reviews of it (docs/decisions/063).
  reviewKinds,
  routes: mentorshipRoutes,
  limits: mentorshipLimits,
  readCaches: ["mentors.directory", "mentors.search"],
  mailKinds: {
    mentorship_feedback: ["server/features/mentorship/feedback.service.ts#completeSessions"],
    mentorship_sessions: [
      "server/features/mentorship/appointments.service.ts#bookSession",
      "server/features/mentorship/appointments.service.ts#decideAppointment",
      "server/features/mentorship/appointments.service.ts#cancelInTx",
      "server/features/mentorship/appointments.service.ts#promoteFromWaitlist",
      "server/features/mentorship/session-tasks.service.ts#expireStaleRequests",
      "server/features/mentorship/sessions.service.ts#proposeReschedule",
      "server/features/mentorship/sessions.service.ts#acceptReschedule",
      "server/features/mentorship/sessions.service.ts#declineReschedule",
      "server/features/mentorship/sessions.service.ts#setSessionLocation",
    ],
    // Switchable since docs/decisions/085: a member may turn session reminders off.
    session_reminders: ["server/features/mentorship/session-tasks.service.ts#sendSessionReminders"],
    team_inbox: ["server/features/mentorship/mentee-applications.service.ts#submitMenteeApplication"],
  },
  tasks: [
    { name: "mentorship:expire-requests", everyMs: 10 * 60_000, run: (deps, { now }) => expireStaleRequests(deps, now) },
    { name: "mentorship:reminders", everyMs: 10 * 60_000, run: (deps, { now }) => sendSessionReminders(deps, now) },
    // Ended sessions become completed and both sides are asked for feedback (docs/decisions/040-session-feedback.md).
    { name: "mentorship:complete-sessions", everyMs: 10 * 60_000, run: (deps, { now }) => completeSessions(deps, now) },
  ],
});
