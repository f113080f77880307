import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  appointments,
  blogComments,
  blogPosts,
  candidateSavedSearches,
  companyMembers,
  jobInterests,
  mentorSessionTypes,
  offerings,
  savedSearches,
} from "../db/schema";
import { storeFile } from "../features/files/files.service";
import type { Role } from "../lib/context";
import { createUser, signedIn, type TestUser } from "../test/factories";
import { createJob } from "../test/job-factory";
import { setupTestContext, type TestContext } from "../test/setup";

/**
 * The authorization matrix: every route of the app's route table × {anonymous, member,
 * recruiter, mentor, admin} and, for routes on someone's resource, × {owner, other member, admin}.
 * The table is read from the app itself, so a new route without an entry below fails this suite.
 *
 * "allow": not 401/403 (400/404/409… are fine: the probe sends no valid body or an unknown id).
 * "deny": 401 for a visitor, 403 or 404 for a signed-in user. Never a 5xx.
 */
const ctx = setupTestContext();

/** "mentor": mentors and admins (who may mentor); members and recruiters are refused. */
type Access = "public" | "user" | "recruiter" | "mentor" | "admin" | Owned;
/** A route on a resource: who owns it, and whether an admin may act on someone else's. */
interface Owned {
  owner: (ctx: TestContext, owner: TestUser) => Promise<string>;
  admin: "allow" | "deny";
  /** The role the owner needs (default member). */
  ownerRole?: Role;
  body?: unknown;
}

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const jobBody = {
  title: "Application Security Engineer",
  company: "Acme",
  location: "Berlin, Germany",
  jobBoardUrl: "https://jobs.example.com/1",
  description: "Own the secure development lifecycle for our product teams.",
  skills: ["OWASP"],
};
const articleBody = { title: "An updated title", content: "<p>Updated body text.</p>" };

async function article(ctx: TestContext, owner: TestUser) {
  const [row] = await ctx.deps.db
    .insert(blogPosts)
    .values({
      title: "Owned",
      content: "<p>x</p>",
      slug: `owned-${Math.random().toString(36).slice(2)}`,
      status: "pending",
      authorId: owner.id,
    })
    .returning({ id: blogPosts.id });
  return row!.id;
}
async function comment(ctx: TestContext, owner: TestUser) {
  const [post] = await ctx.deps.db
    .insert(blogPosts)
    .values({
      title: "Public",
      content: "<p>x</p>",
      slug: `pub-${Math.random().toString(36).slice(2)}`,
      status: "published",
      publishedAt: new Date(),
    })
    .returning({ id: blogPosts.id });
  const [row] = await ctx.deps.db
    .insert(blogComments)
    .values({ postId: post!.id, userId: owner.id, content: "Mine" })
    .returning({ id: blogComments.id });
  return row!.id;
}
let bookings = 0;
async function booking(ctx: TestContext, owner: TestUser, as: "mentee" | "mentor") {
  bookings++;
  // The other side only needs an account (no session): no password check per booking.
  const other = await createUser(ctx, { role: as === "mentee" ? "mentor" : "user" });
  const [row] = await ctx.deps.db
    .insert(appointments)
    .values({
      mentorId: as === "mentor" ? owner.id : other.id,
      userId: as === "mentee" ? owner.id : other.id,
      date: `2099-${String(1 + (bookings % 12)).padStart(2, "0")}-${String(1 + Math.floor(bookings / 12)).padStart(2, "0")}`,
      time: "10:00 AM",
      startsAt: new Date("2099-01-01T10:00:00Z"),
      topic: "Threat modeling",
      status: "pending",
    })
    .returning({ id: appointments.id });
  return row!.id;
}
const sessionTypeBody = { title: "Quick question", durationMinutes: 30, kind: "one_to_one" };
/** One of the owner's session types (docs/decisions/084). */
async function sessionType(ctx: TestContext, owner: TestUser) {
  const [row] = await ctx.deps.db
    .insert(mentorSessionTypes)
    .values({ mentorId: owner.id, title: `Type ${Math.random().toString(36).slice(2)}`, durationMinutes: 30 })
    .returning({ id: mentorSessionTypes.id });
  return row!.id;
}
async function privateFile(ctx: TestContext, owner: TestUser) {
  const file = await storeFile(ctx.deps, {
    ownerId: owner.id,
    visibility: "private",
    buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
    contentType: "application/pdf",
    filename: "cv.pdf",
    ext: "pdf",
    folder: "resumes",
  });
  return file.id;
}
/** A job alert (docs/decisions/032-job-alerts.md). */
async function savedSearch(ctx: TestContext, owner: TestUser) {
  const [row] = await ctx.deps.db
    .insert(savedSearches)
    .values({ userId: owner.id, name: "AppSec", frequency: "daily", query: { days: "all", contractorOnly: false } })
    .returning();
  return row!.id;
}
/** A recruiter's saved candidate search (docs/decisions/080). */
async function candidateSearch(ctx: TestContext, owner: TestUser) {
  const [row] = await ctx.deps.db
    .insert(candidateSavedSearches)
    .values({ userId: owner.id, name: "SAST", frequency: "daily", query: { skill: ["sast"] } })
    .returning();
  return row!.id;
}
async function offering(ctx: TestContext, owner: TestUser) {
  const [row] = await ctx.deps.db
    .insert(offerings)
    .values({
      title: "Training",
      description: "A secure coding course",
      category: "Training",
      contactInfo: "me@example.test",
      userId: owner.id,
    })
    .returning({ id: offerings.id });
  return row!.id;
}
/** A company the owner created (they are its approved owner); its slug. */
let companiesMade = 0;
async function ownCompany(_ctx: TestContext, owner: TestUser) {
  const slug = `company-${++companiesMade}`;
  const res = await owner.request("/api/companies", { json: { name: `Company ${companiesMade}`, slug } });
  if (res.status !== 201) throw new Error(`company not created: ${res.status}`);
  return slug;
}
/** A recruiter's pending request to join the owner's company; its id. */
async function joinRequest(ctx: TestContext, owner: TestUser) {
  const slug = await ownCompany(ctx, owner);
  const asker = await signedIn(ctx, "recruiter");
  await asker.request(`/api/companies/${slug}/join`, { method: "POST" });
  const [row] = await ctx.deps.db.select({ id: companyMembers.id }).from(companyMembers).where(eq(companyMembers.userId, asker.id));
  return row!.id;
}
async function recruiterJob(ctx: TestContext, owner: TestUser) {
  return (await createJob(ctx, { recruiterId: owner.id })).id;
}
/** An application: the owner is its candidate, or the poster of its job (who manages its applicants). */
async function application(ctx: TestContext, owner: TestUser, as: "candidate" | "poster") {
  const other = await createUser(ctx);
  const job = await createJob(ctx, { recruiterId: as === "poster" ? owner.id : other.id });
  const [row] = await ctx.deps.db
    .insert(jobInterests)
    .values({ jobId: job.id, userId: as === "candidate" ? owner.id : other.id })
    .returning({ id: jobInterests.id });
  return row!.id;
}
const posterJob = (ctx: TestContext, owner: TestUser) => createJob(ctx, { recruiterId: owner.id }).then((j) => j.id);

/** Path template → access, per method. Ids in templates are filled with an unknown UUID unless owned. */
const MATRIX: Record<string, Access> = {
  "GET /api/health": "public",
  "GET /api/health/ready": "public",
  // Outside production only: names, tables and counts of this instance's caches, nothing of anyone's.
  "GET /api/dev/caches": "public",
  "GET /api/openapi.json": "public",
  "GET /api/docs": "public",
  "GET /api/calendar/:file": "public",
  "GET /api/me/calendar-feed": "user",
  "POST /api/me/calendar-feed": "user",
  "DELETE /api/me/calendar-feed": "user",
  "GET /api/me": "user",
  "GET /api/session": "public",
  "PUT /api/profile": "user",
  "POST /api/profile/avatar": "user",
  "PUT /api/profile/avatar-source": "user",
  "DELETE /api/account": "user",
  "POST /api/account/email": "user",
  "POST /api/account/email/confirm": "user",
  "POST /api/newsletter": "public",
  "POST /api/newsletter/confirm": "public",
  "POST /api/newsletter/unsubscribe": "public",
  "GET /api/newsletter/issues": "public",
  "GET /api/newsletter/issues/:slug": "public",
  "GET /api/admin/newsletter/issues": "admin",
  "POST /api/admin/newsletter/issues": "admin",
  "GET /api/admin/newsletter/picker": "admin",
  "GET /api/admin/newsletter/issues/:id": "admin",
  "PUT /api/admin/newsletter/issues/:id": "admin",
  "GET /api/admin/newsletter/issues/:id/preview": "admin",
  "POST /api/admin/newsletter/issues/:id/test": "admin",
  "POST /api/admin/newsletter/issues/:id/send": "admin",
  "GET /api/account/export": "user",
  "GET /api/admin/inbox/:kind": "admin",
  "GET /api/admin/inbox/:kind/export": "admin",
  // The review queue and the staff log (docs/decisions/034): mentors see the queue (jobs only).
  "GET /api/admin/review": "mentor",
  "GET /api/admin/review/counts": "mentor",
  "POST /api/admin/review/:id/decision": "mentor",
  "POST /api/admin/review/bulk": "mentor",
  "POST /api/flags": "user",
  "GET /api/admin/log": "admin",
  "GET /api/admin/log/export": "admin",
  // Events (docs/decisions/031): each event's own page; the admin's people list, CSV and cancel.
  "GET /api/events/:id": "public",
  "GET /api/admin/events/:id/people": "admin",
  "GET /api/admin/events/:id/attendees.csv": "admin",
  "POST /api/admin/events/:id/cancel": "admin",
  "GET /api/admin/events/:id/check-in": "admin",
  "POST /api/admin/events/:id/check-in": "admin",
  "DELETE /api/admin/events/:id/check-in": "admin",
  "GET /api/events/:id/check-in": "user",
  // Article revisions and images (docs/decisions/035); the comment digest's one-click unsubscribe (a signed token).
  "GET /api/blog/revisions/pending": "admin",
  "POST /api/blog/revisions/:id/approve": "admin",
  "POST /api/blog/revisions/:id/reject": "admin",
  "POST /api/blog/images": "user",
  "POST /api/comment-mails/unsubscribe": "public",
  // Any notification kind's one-click unsubscribe (decision 059) and the sign-in pause's unlock link (decision 055): signed tokens, no session.
  "POST /api/notifications/unsubscribe": "public",
  "POST /api/sign-in/unlock": "public",
  // Matching (docs/decisions/033): the team's queue and figures; mentors' matches and settings; the mentee's status.
  "GET /api/admin/matching/applications": "admin",
  "GET /api/admin/matching/applications/:id/suggestions": "admin",
  "POST /api/admin/matching/applications/:id/match": "admin",
  "POST /api/admin/matching/applications/:id/close": "admin",
  "GET /api/admin/matching/figures": "admin",
  "GET /api/admin/mentorship/feedback": "admin",
  // The signed token in the body is the credential (docs/decisions/040-session-feedback.md).
  "POST /api/mentorship/feedback/rating": "public",
  "PUT /api/mentorship/feedback": "public",
  "GET /api/matching/my-application": "user",
  "GET /api/matching/matches": "mentor",
  "POST /api/matching/matches/:id/decline": "mentor",
  "GET /api/matching/settings": "mentor",
  "PUT /api/matching/settings": "mentor",
  "GET /api/files/public/:key{.+}": "public",
  "GET /api/files/:id/download": { owner: privateFile, admin: "allow" },
  "GET /api/mentors": "public",
  "GET /api/mentors/:id": "public",
  "GET /api/mentors/:id/testimonials": "public",
  "GET /api/mentors/me/availability": "user",
  "PUT /api/mentors/me/availability": "mentor",
  "DELETE /api/mentors/me/availability": "mentor",
  "GET /api/appointments": "user",
  "POST /api/appointments": "user",
  "POST /api/appointments/:id/decision": {
    owner: (c, o) => booking(c, o, "mentor"),
    ownerRole: "mentor",
    admin: "deny",
    body: { status: "declined", reason: "Sorry" },
  },
  "POST /api/appointments/:id/cancel": { owner: (c, o) => booking(c, o, "mentee"), admin: "deny" },
  // Reschedule and the meeting place (docs/decisions/030): either side of the session, never an admin.
  "POST /api/appointments/:id/reschedule": {
    owner: (c, o) => booking(c, o, "mentee"),
    admin: "deny",
    body: { date: "2099-01-05", time: "10:00 AM" },
  },
  "POST /api/appointments/:id/reschedule/accept": { owner: (c, o) => booking(c, o, "mentee"), admin: "deny" },
  "POST /api/appointments/:id/reschedule/decline": { owner: (c, o) => booking(c, o, "mentee"), admin: "deny" },
  "PUT /api/appointments/:id/location": {
    owner: (c, o) => booking(c, o, "mentor"),
    ownerRole: "mentor",
    admin: "deny",
    body: { location: "https://meet.example.com/abc" },
  },
  "GET /api/mentors/me/settings": "user",
  // Session types (docs/decisions/084): the mentor's own; an admin may read one, never change it.
  "GET /api/mentors/me/session-types": "mentor",
  "POST /api/mentors/me/session-types": "mentor",
  "GET /api/mentors/:id/slots": "public",
  "GET /api/session-types/:id": { owner: sessionType, ownerRole: "mentor", admin: "allow" },
  "PUT /api/session-types/:id": { owner: sessionType, ownerRole: "mentor", admin: "deny", body: sessionTypeBody },
  "DELETE /api/session-types/:id": { owner: sessionType, ownerRole: "mentor", admin: "deny" },
  "PUT /api/mentors/me/settings": "mentor",
  // A session mail's reschedule/cancel link (decision 085): the signed token is the credential, no session.
  "GET /api/appointments/:id/by-link": "public",
  "POST /api/appointments/:id/by-link/cancel": "public",
  "POST /api/appointments/:id/by-link/reschedule": "public",
  "GET /api/appointments/:id/ics": { owner: (c, o) => booking(c, o, "mentee"), admin: "deny" },
  "POST /api/mentorship/applications": "user",
  "POST /api/mentorship/mentor-application": "user",
  "GET /api/admin/mentor-applications": "admin",
  "POST /api/admin/mentor-applications/:id/approve": "admin",
  "POST /api/admin/mentor-applications/:id/reject": "admin",
  "GET /api/jobs": "public",
  "GET /api/jobs/filters": "public",
  "GET /api/jobs/:id": "public",
  "POST /api/jobs": "user",
  "POST /api/jobs/:id/interest": "user",
  "DELETE /api/jobs/:id/interest": "user",
  "GET /api/me/jobs": "user",
  // Any member who submitted a job may renew it (approved jobs; the recruiter role is not needed).
  "POST /api/jobs/:id/renew": { owner: (ctx, owner) => createJob(ctx, { recruiterId: owner.id }).then((j) => j.id), admin: "allow" },
  "GET /api/admin/jobs": "admin",
  "POST /api/admin/jobs/:id/approve": "admin",
  "POST /api/admin/jobs/:id/reject": "admin",
  "DELETE /api/admin/jobs/:id": "admin",
  "POST /api/admin/jobs/bulk-delete": "admin",
  // Companies (docs/decisions/078): public pages; recruiters create and ask to join; the owner (or an admin) manages.
  "GET /api/companies": "public",
  "GET /api/companies/:slug": "public",
  "GET /api/companies/:slug/jobs": "public",
  "GET /api/me/companies": "user",
  "POST /api/companies": "recruiter",
  "POST /api/companies/:slug/join": "recruiter",
  "POST /api/companies/:slug/logo": { owner: ownCompany, ownerRole: "recruiter", admin: "allow" },
  "GET /api/companies/:slug/members": { owner: ownCompany, ownerRole: "recruiter", admin: "allow" },
  "POST /api/company-members/:id/approve": { owner: joinRequest, ownerRole: "recruiter", admin: "allow" },
  "POST /api/company-members/:id/decline": { owner: joinRequest, ownerRole: "recruiter", admin: "allow" },
  "GET /api/admin/companies": "admin",
  "PUT /api/admin/companies/:slug": "admin",
  "DELETE /api/admin/companies/:slug": "admin",
  "GET /api/recruiter/jobs": "recruiter",
  "GET /api/recruiter/jobs/:id": { owner: recruiterJob, ownerRole: "recruiter", admin: "allow" },
  "GET /api/recruiter/jobs/:id/edit": { owner: recruiterJob, ownerRole: "recruiter", admin: "allow" },
  "PUT /api/recruiter/jobs/:id": { owner: recruiterJob, ownerRole: "recruiter", admin: "allow", body: jobBody },
  "GET /api/recruiter/candidates": "recruiter",
  // The applicant pipeline (docs/decisions/079): the candidate applies and withdraws; the job's poster (any
  // member who posted it, mayManageApplicants) and admins see and move the applicants.
  "POST /api/applications": "user",
  "GET /api/applications/mine": "user",
  "DELETE /api/applications/:id": { owner: (ctx, owner) => application(ctx, owner, "candidate"), admin: "deny" },
  "POST /api/applications/:id/stage": {
    owner: (ctx, owner) => application(ctx, owner, "poster"),
    admin: "allow",
    // An admin who is not the job's recruiter moves as staff: with a reason (docs/decisions/096).
    body: { stage: "reviewing", reason: "Authorization probe" },
  },
  "POST /api/applications/:id/notes": {
    owner: (ctx, owner) => application(ctx, owner, "poster"),
    admin: "allow",
    body: { body: "A private note" },
  },
  "GET /api/jobs/:id/applicants": { owner: posterJob, admin: "allow" },
  "POST /api/jobs/:id/applicants/stage": {
    owner: posterJob,
    admin: "allow",
    body: { applicationIds: [UNKNOWN], stage: "reviewing", reason: "Authorization probe" },
  },
  "GET /api/jobs/:id/applicants/export": { owner: posterJob, admin: "allow" },
  "GET /api/candidates": "public",
  "GET /api/candidates/:id": "public",
  // Saved candidate searches (docs/decisions/080): recruiters and admins; the one-click unsubscribe is a signed token.
  "GET /api/candidate-searches": "recruiter",
  "POST /api/candidate-searches": "recruiter",
  "DELETE /api/candidate-searches/:id": { owner: candidateSearch, ownerRole: "recruiter", admin: "deny" },
  "POST /api/candidate-searches/unsubscribe": "public",
  "POST /api/dev/candidates/run-alerts": "public",
  "POST /api/billing/plan": "user",
  "GET /api/profile/contractor-request": "user",
  "POST /api/profile/contractor-request": "user",
  "GET /api/admin/contractor-requests": "admin",
  "POST /api/admin/contractor-requests/:id/approve": "admin",
  "POST /api/admin/contractor-requests/:id/reject": "admin",
  "GET /api/admin/stats": "admin",
  "GET /api/admin/users": "admin",
  "PUT /api/admin/users/:id/role": "admin",
  "DELETE /api/admin/users/:id": "admin",
  "GET /api/admin/users/:id/restrictions": "admin",
  "POST /api/admin/users/:id/restrictions": "admin",
  "POST /api/admin/users/:id/restrictions/:restrictionId/lift": "admin",
  "GET /api/blog/posts": "public",
  "GET /api/blog/mine": "user",
  "GET /api/blog/pending": "admin",
  "GET /api/blog/posts/:slug": "public",
  "GET /api/blog/articles/:id": { owner: article, admin: "allow" },
  "POST /api/blog/articles": "user",
  "PUT /api/blog/articles/:id": { owner: article, admin: "allow", body: articleBody },
  "POST /api/blog/articles/:id/approve": "admin",
  "POST /api/blog/articles/:id/reject": "admin",
  "POST /api/blog/articles/:id/submit": { owner: article, admin: "deny" },
  "DELETE /api/blog/articles/:id": { owner: article, admin: "allow" },
  "GET /api/blog/articles/:id/comments": "public",
  "POST /api/blog/articles/:id/comments": "user",
  "PUT /api/comments/:id": { owner: comment, admin: "deny", body: { content: "Edited" } },
  "DELETE /api/comments/:id": { owner: comment, admin: "allow" },
  "PUT /api/comments/:id/visibility": "admin",
  "GET /api/me/notification-preferences": "user",
  "GET /api/me/saved-searches": "user",
  "POST /api/me/saved-searches": "user",
  "PATCH /api/me/saved-searches/:id": { owner: savedSearch, admin: "deny", body: { frequency: "weekly" } },
  "DELETE /api/me/saved-searches/:id": { owner: savedSearch, admin: "deny" },
  // The signed token is the authority (a forged one is refused with 400).
  "POST /api/alerts/unsubscribe": "public",
  // With the dev outbox only (404 otherwise): runs the digest tasks, as the scheduler would.
  "POST /api/dev/alerts/run-digests": "public",
  "POST /api/dev/mentorship/complete-sessions": "public",
  "POST /api/dev/mentorship/send-reminders": "public",
  "PUT /api/me/notification-preferences": "user",
  "GET /api/events": "public",
  "GET /api/events/:id/ics": "public",
  "POST /api/events/:id/registration": "user",
  "DELETE /api/events/:id/registration": "user",
  "POST /api/events/:id/waitlist": "user",
  "DELETE /api/events/:id/waitlist": "user",
  "GET /api/admin/events": "admin",
  "GET /api/admin/events/:id": "admin",
  "POST /api/admin/events": "admin",
  "PUT /api/admin/events/:id": "admin",
  "DELETE /api/admin/events/:id": "admin",
  "GET /api/offerings": "public",
  "POST /api/offerings": "user",
  "DELETE /api/offerings/:id": { owner: offering, admin: "allow" },
  // Only the owner edits and resubmits (docs/decisions/083); an admin decides, never edits.
  "GET /api/offerings/:id/edit": { owner: offering, admin: "deny" },
  "PUT /api/offerings/:id": {
    owner: offering,
    admin: "deny",
    body: { title: "Training", description: "A secure coding course, corrected", category: "Training", contactInfo: "me@example.test" },
  },
  "GET /api/admin/offerings": "admin",
  "POST /api/admin/offerings/:id/approve": "admin",
  "POST /api/admin/offerings/:id/reject": "admin",
  "POST /api/contact": "public",
  "POST /api/sponsors/inquiries": "public",
  // better-auth (its own rules; which endpoints are on is tested in auth-surface.test.ts)
  "POST /api/auth/sign-in/email": "public",
  "POST /api/auth/sign-up/email": "public",
  "POST /api/auth/request-password-reset": "public",
  "POST /api/auth/reset-password": "public",
  "POST /api/auth/change-password": "public",
  "POST /api/auth/send-verification-email": "public",
  "GET /api/auth/*": "public",
  "POST /api/auth/*": "public",
};

/** The app's own route table: handlers only (middlewares are registered under ALL or with `*` paths). */
function routeTable(): string[] {
  const seen = new Set<string>();
  for (const r of ctx.app.routes) {
    if (r.method === "ALL" || !r.path.startsWith("/api/") || r.path === "/api/*") continue;
    seen.add(`${r.method} ${r.path}`);
  }
  return [...seen].sort();
}

const fill = (template: string, id = UNKNOWN) => template.replace(/:id|:slug/g, id).replace(/\*$/, "none");

async function probe(
  request: (path: string, opts?: Parameters<TestContext["request"]>[1]) => Promise<Response>,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await request(path, method === "GET" ? { method } : { method, json: body ?? {} });
  return res.status;
}

/**
 * Runs `fn` over `items`, at most `limit` at a time: each route's probes stay in order, routes overlap (the
 * password checks of sign-ins run on libuv's threads while the database answers another route's request).
 */
async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
const PARALLEL_ROUTES = 4;

describe("authorization matrix", () => {
  it("covers every route of the app (a new route needs an entry here)", () => {
    const missing = routeTable().filter((r) => !(r in MATRIX));
    expect(missing).toEqual([]);
    const stale = Object.keys(MATRIX).filter((k) => !routeTable().includes(k));
    expect(stale).toEqual([]);
  });

  // A few hundred requests: ~10 s on an idle machine; the limit only guards against a hang on a loaded one.
  it("anonymous, member, recruiter, mentor and admin get what the matrix says, never a 5xx", { timeout: 120_000 }, async () => {
    const [member, recruiter, mentor, admin] = await Promise.all(
      (["user", "recruiter", "mentor", "admin"] as const).map((role) => signedIn(ctx, role)),
    );
    const users = { member: member!, recruiter: recruiter!, mentor: mentor!, admin: admin! };
    const problems: string[] = [];
    // Never DELETE /api/account of the users the matrix goes on using.
    const keys = routeTable().filter((key) => typeof MATRIX[key] === "string" && key !== "DELETE /api/account");
    await eachLimited(keys, PARALLEL_ROUTES, async (key) => {
      const access = MATRIX[key] as Exclude<Access, Owned>;
      const [method, template] = key.split(" ") as [string, string];
      const path = fill(template);
      const anon = await probe(ctx.request, method, path);
      const expectAnon = access === "public" ? "allow" : "deny";
      const check = (who: string, status: number, want: "allow" | "deny") => {
        if (status >= 500) problems.push(`${key} as ${who}: ${status}`);
        const denied = status === 401 || status === 403;
        if (want === "allow" && denied) problems.push(`${key} as ${who}: ${status}, expected access`);
        if (want === "deny" && !denied && status !== 404) problems.push(`${key} as ${who}: ${status}, expected refusal`);
        if (who === "anonymous" && want === "deny" && status !== 401) problems.push(`${key} as anonymous: ${status}, expected 401`);
      };
      check("anonymous", anon, expectAnon);
      for (const [who, u] of Object.entries(users)) {
        const want =
          access === "public" || access === "user"
            ? "allow"
            : access === "admin"
              ? who === "admin"
                ? "allow"
                : "deny"
              : access === "mentor"
                ? who === "admin" || who === "mentor"
                  ? "allow"
                  : "deny"
                : who === "admin" || who === "recruiter"
                  ? "allow"
                  : "deny";
        check(who, await probe(u.request, method, path), want);
      }
    });
    expect(problems.sort()).toEqual([]);
  });

  it("routes on someone's resource: the owner may, another member may not, an admin as the matrix says", { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    // One admin and one "other member" per role for the whole matrix (they own nothing the probes touch;
    // a refused write gives its count back); each route still gets its own owner and a fresh resource per probe.
    const admin = await signedIn(ctx, "admin");
    const others = new Map<Role, Promise<TestUser>>();
    const otherOf = (role: Role) => {
      if (!others.has(role)) others.set(role, signedIn(ctx, role));
      return others.get(role)!;
    };
    const keys = routeTable().filter((key) => typeof MATRIX[key] !== "string");
    await eachLimited(keys, PARALLEL_ROUTES, async (key) => {
      const access = MATRIX[key] as Owned;
      const [method, template] = key.split(" ") as [string, string];
      const owner = await signedIn(ctx, access.ownerRole ?? "user");
      const other = await otherOf(access.ownerRole ?? "user");
      const expectStatus = (who: string, status: number, want: "allow" | "deny") => {
        if (status >= 500) problems.push(`${key} as ${who}: ${status}`);
        const refused = status === 401 || status === 403 || status === 404;
        if (want === "allow" && refused) problems.push(`${key} as ${who}: ${status}, expected access`);
        if (want === "deny" && !refused) problems.push(`${key} as ${who}: ${status}, expected refusal`);
      };
      // A fresh resource per probe: a successful DELETE or cancel must not hide the next answer.
      expectStatus("anonymous", await probe(ctx.request, method, fill(template, await access.owner(ctx, owner)), access.body), "deny");
      expectStatus("other member", await probe(other.request, method, fill(template, await access.owner(ctx, owner)), access.body), "deny");
      expectStatus("admin", await probe(admin.request, method, fill(template, await access.owner(ctx, owner)), access.body), access.admin);
      expectStatus("owner", await probe(owner.request, method, fill(template, await access.owner(ctx, owner)), access.body), "allow");
    });
    expect(problems.sort()).toEqual([]);
  });
});
