import type { Table } from "drizzle-orm";
import { PAGE_PATTERNS, paths } from "@common/paths";
import {
  appointments,
  blogComments,
  blogPosts,
  companies,
  eventAttendees,
  events,
  eventWaitlist,
  files,
  jobs,
  mentorSessionTypes,
  mentorSettings,
  newsletterIssues,
  offerings,
  offeringReviews,
  profiles,
  sessionFeedback,
  user,
} from "../../db/schema";

/**
 * What each page reads (decision 027, docs/caching.md): the query parameters its head and its
 * loaders use (`params`; a page is rendered and cached with only these, so an unknown parameter
 * neither makes a new entry nor reaches the render) and the tables behind its head and its loaders'
 * API calls (`reads`; a write to one of them drops its cached copies on every instance).
 * Every page pattern of the web app is declared here: a test fails on one that is not. `reads` is checked
 * against what the page really reads (docs/decisions/067-page-reads-derived.md): page-reads.test.ts renders
 * every pattern with the real renderer on the demo data and fails on a table its statements read that is
 * not declared here.
 */
export interface PageReads {
  params?: readonly string[];
  reads: readonly Table[];
  /**
   * A page rendered with only these parameters reads `table` through the API's row-judged search caches
   * only: its cached copy lives and goes with the entries it was made from (docs/decisions/090-derived-page-freshness.md).
   * Checked by page-reads.test.ts, which renders such a URL and fails on a statement reading `table` elsewhere.
   */
  derive?: { table: Table; params: readonly string[]; example: string };
}

const people = [user, profiles] as const;

export const PAGE_READS: Record<string, PageReads> = {
  [paths.home]: { reads: [] },
  [paths.login]: { params: ["redirect"], reads: [] },
  [paths.join]: { params: ["redirect"], reads: [] },
  [paths.forgotPassword]: { reads: [] },
  [paths.resetPassword]: { params: ["token", "error"], reads: [] },
  // Browser-rendered; the token is read by the page, never a cache key (docs/decisions/055).
  [paths.unlockSignIn]: { reads: [] },
  // The directory's filters and each card's public rating (docs/decisions/085).
  [paths.mentorship]: {
    params: ["q", "expertise", "overlap"],
    reads: [...people, sessionFeedback],
    derive: { table: profiles, params: ["q"], example: "?q=cloud" },
  },
  [paths.mentorshipApply]: { reads: [] },
  // Browser-rendered; the token is read by the page, never a cache key (docs/decisions/040).
  [paths.mentorshipFeedback]: { reads: [] },
  // Browser-rendered; the token is read by the page, never a cache key (docs/decisions/085).
  [paths.sessionManage()]: { reads: [] },
  // The mentor, their open slots (their booked sessions and their settings: notice, buffer, dates off)
  // and the testimonials their mentees chose to show (docs/decisions/040, 067).
  // The booking panel's session types (docs/decisions/084).
  [paths.mentor()]: { reads: [...people, appointments, mentorSettings, mentorSessionTypes, sessionFeedback] },
  [paths.book()]: { reads: [...people] },
  [paths.contact]: { reads: [] },
  [paths.about]: { reads: [] },
  // The owner's own offerings show the last rejection's reason (offering_reviews, docs/decisions/083).
  [paths.offerings]: { params: ["q", "category"], reads: [offerings, offeringReviews, ...people] },
  [paths.offeringsSubmit]: { reads: [] },
  [paths.offeringEdit()]: { reads: [] },
  // The events and their counts, with each organizer's profile (docs/decisions/067).
  // `cancelled`: the notice a deleted event's mail links to (docs/decisions/072-event-itip.md).
  [paths.events]: { params: ["cancelled"], reads: [events, eventAttendees, eventWaitlist, profiles] },
  // The event's head (events + organizer profile) and GET /api/events/:id (counts) (decision 031).
  [paths.event()]: { reads: [events, eventAttendees, eventWaitlist, ...people] },
  [paths.blog]: { reads: [blogPosts, ...people] },
  [paths.blogPost()]: { reads: [blogPosts, blogComments, ...people] },
  [paths.blogSubmit]: { reads: [] },
  [paths.blogEdit()]: { reads: [] },
  // skill repeats (every value kept); the word dictionary the search corrects from changes only with profiles.
  [paths.candidates]: { params: ["q", "page", "skill", "location", "experience", "availability"], reads: [...people] },
  // A search (with its filters, not an opened job: its head reads the job) follows the API's search entry.
  [paths.jobs]: {
    params: ["search", "skill", "location", "days", "contractor", "job"],
    reads: [jobs],
    derive: { table: jobs, params: ["search", "skill", "location", "days", "contractor"], example: "?search=security&days=30" },
  },
  // The job, and for public details its company and logo (JobPosting's hiringOrganization, decision 078).
  [paths.job()]: { reads: [jobs, user, companies, files] },
  // The directory, and a company's page: the company, its logo and its open jobs (decision 078).
  [paths.companies]: { params: ["page"], reads: [companies, files] },
  [paths.company()]: { reads: [companies, files, jobs] },
  [paths.recruiterCompanies]: { reads: [] },
  [paths.jobsSubmit]: { reads: [] },
  [paths.jobsMine]: { reads: [] },
  [paths.sponsors]: { reads: [] },
  [paths.podcasts]: { reads: [] },
  [paths.podcast]: { reads: [] },
  [paths.learningTools]: { reads: [] },
  [paths.privacy]: { reads: [] },
  [paths.terms]: { reads: [] },
  [paths.resources]: { reads: [] },
  [paths.membership]: { reads: [] },
  [paths.pricing]: { reads: [] },
  [paths.profile]: { params: ["tab", "upgrade"], reads: [] },
  [paths.profileSettings]: { params: ["tab"], reads: [] },
  [paths.settings]: { params: ["tab"], reads: [] },
  [paths.admin]: { reads: [] },
  [paths.adminMentorApplications]: { reads: [] },
  [paths.adminJobs]: { reads: [] },
  [paths.adminEvents]: { reads: [] },
  [paths.adminEventEdit()]: { reads: [] },
  [paths.adminEventCheckIn()]: { reads: [] },
  [paths.adminUsers]: { reads: [] },
  [paths.adminContractorRequests]: { reads: [] },
  [paths.adminVendors]: { reads: [] },
  [paths.adminOfferings]: { reads: [] },
  [paths.adminCompanies]: { reads: [] },
  [paths.adminInbox]: { reads: [] },
  [paths.adminReview]: { reads: [] },
  [paths.adminLog]: { reads: [] },
  // The archive and an issue: sent issues only (docs/decisions/075-newsletter-issues.md).
  [paths.newsletter]: { reads: [newsletterIssues] },
  [paths.newsletterIssue()]: { reads: [newsletterIssues] },
  [paths.adminNewsletter]: { reads: [] },
  [paths.adminNewsletterEdit()]: { reads: [] },
  [paths.newsletterConfirm]: { params: ["token"], reads: [] },
  [paths.newsletterUnsubscribe]: { params: ["token"], reads: [] },
  [paths.alertsUnsubscribe]: { params: ["token"], reads: [] },
  [paths.recruiterDashboard]: { reads: [] },
  [paths.recruiterCandidates]: { reads: [] },
  [paths.recruiterJob()]: { reads: [] },
  [paths.recruiterJobEdit()]: { reads: [] },
  [paths.recruiterApplicants]: { reads: [] },
  [paths.reviewJobs]: { reads: [] },
  [paths.devMail]: { reads: [] },
};

const compiled = PAGE_PATTERNS.map((pattern) => ({
  pattern,
  regex: new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, "[^/]+")}/?$`),
}));

/** The pattern of the page at `pathname` (static patterns win over parameterised ones), or null. */
export function pagePatternOf(pathname: string): string | null {
  const matches = compiled.filter((c) => c.regex.test(pathname));
  return (matches.find((m) => !m.pattern.includes(":")) ?? matches[0])?.pattern ?? null;
}

/** The URL with only the page's declared parameters, in a fixed order (each once: the first value). */
export function normalisedPageUrl(url: URL): { pattern: string | null; url: URL } {
  const pattern = pagePatternOf(url.pathname);
  const allowed = pattern ? (PAGE_READS[pattern]?.params ?? []) : [];
  const out = new URL(url.pathname, url.origin);
  for (const name of [...allowed].sort()) {
    // Every value of a repeated parameter (the candidates' skills), in the order given.
    for (const value of url.searchParams.getAll(name)) out.searchParams.append(name, value);
  }
  return { pattern, url: out };
}
