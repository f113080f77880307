/**
 * Every route path of the web app, in one place: the web router uses them, and the server knows from
 * them which paths are pages (anything else is served as the 404 page with status 404).
 */
export const paths = {
  home: "/",
  login: "/login",
  join: "/join",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  /** The link of the sign-in-paused mail (docs/decisions/055). */
  unlockSignIn: "/unlock-sign-in",
  mentorship: "/mentorship",
  mentorshipApply: "/mentorship/apply",
  mentorshipFeedback: "/mentorship/feedback",
  mentor: (id = ":mentorId") => `/mentors/${id}`,
  /** A session mail's reschedule/cancel link: asks first, the signed token is the credential (docs/decisions/085). */
  sessionManage: (id = ":id") => `/sessions/${id}/manage`,
  book: (id = ":mentorId") => `/mentorship/book/${id}`,
  contact: "/contact",
  about: "/about",
  offerings: "/offerings",
  offeringsSubmit: "/offerings/submit",
  /** The owner's edit of their offering: a rejected one is corrected and resubmitted (docs/decisions/083). */
  offeringEdit: (id = ":id") => `/offerings/edit/${id}`,
  events: "/events",
  /** One event's own page, server-rendered for visitors (docs/decisions/031-event-times-and-pages.md). */
  event: (id = ":id") => `/events/${id}`,
  blog: "/blog",
  blogPost: (slug = ":slug") => `/blog/${slug}`,
  blogSubmit: "/blog/submit",
  blogEdit: (id = ":id") => `/blog/edit/${id}`,
  candidates: "/candidates",
  jobs: "/jobs",
  jobsSubmit: "/jobs/submit",
  /** A job's own page (server-rendered for visitors; JobPosting markup when its details are public). */
  job: (id = ":jobId") => `/jobs/${id}`,
  /** The signed-in member's own submitted jobs: status, rejection reason, expiry, renew. */
  jobsMine: "/jobs/mine",
  /** Companies that post jobs, and each one's page (docs/decisions/078-companies-and-job-postings.md). */
  companies: "/companies",
  company: (slug = ":slug") => `/companies/${slug}`,
  /** A recruiter's companies: create one, ask to join one, approve requests. */
  recruiterCompanies: "/recruiter/companies",
  sponsors: "/sponsors",
  podcasts: "/podcasts",
  podcast: "/podcast",
  learningTools: "/learning-tools",
  privacy: "/privacy",
  terms: "/terms",
  resources: "/resources",
  membership: "/membership",
  pricing: "/pricing",
  profile: "/profile",
  profileSettings: "/profile/settings",
  settings: "/settings",
  admin: "/admin",
  adminMentorApplications: "/admin/mentor-applications",
  adminJobs: "/admin/jobs",
  adminEvents: "/admin/events",
  adminEventEdit: (id = ":id") => `/admin/events/edit/${id}`,
  /** The door: check attendees in by name, typed code or camera (docs/decisions/076-event-check-in.md). */
  adminEventCheckIn: (id = ":id") => `/admin/events/${id}/check-in`,
  adminUsers: "/admin/users",
  adminContractorRequests: "/admin/contractor-requests",
  adminVendors: "/admin/vendors",
  adminOfferings: "/admin/offerings",
  adminCompanies: "/admin/companies",
  adminInbox: "/admin/inbox",
  /** Every pending submission of every kind (docs/decisions/034); mentors see jobs. */
  adminReview: "/admin/review",
  /** The staff action log (docs/decisions/034). */
  adminLog: "/admin/log",
  /** The newsletter's public archive: sent issues (docs/decisions/075-newsletter-issues.md). */
  newsletter: "/newsletter",
  newsletterIssue: (slug = ":slug") => `/newsletter/${slug}`,
  /** Admins write, preview, test and send issues. */
  adminNewsletter: "/admin/newsletter",
  adminNewsletterEdit: (id = ":id") => `/admin/newsletter/edit/${id}`,
  newsletterConfirm: "/newsletter/confirm",
  newsletterUnsubscribe: "/newsletter/unsubscribe",
  /** Turns off a job alert or digest from its mail, without signing in (docs/decisions/032-job-alerts.md). */
  alertsUnsubscribe: "/alerts/unsubscribe",
  recruiterDashboard: "/recruiter/dashboard",
  recruiterCandidates: "/recruiter/candidates",
  recruiterJob: (id = ":jobId") => `/recruiter/job/${id}`,
  recruiterJobEdit: (id = ":id") => `/recruiter/job/${id}/edit`,
  recruiterApplicants: "/recruiter/applicants",
  /** Pending job submissions, for mentors and admins (decision 017). */
  reviewJobs: "/review/jobs",
  devMail: "/dev/mail",
} as const;

/**
 * Paths that are no page of their own (the specification's redirects): the server answers them with a
 * permanent redirect (301) to their target, and the web app's router navigates there the same way.
 */
export const PAGE_REDIRECTS: Readonly<Record<string, string>> = {
  [paths.membership]: paths.home,
  [paths.pricing]: paths.home,
  [paths.podcast]: paths.podcasts,
};

/** The route patterns (":param" segments) of every page. */
export const PAGE_PATTERNS: string[] = Object.values(paths).map((p) => (typeof p === "function" ? p() : p));

const patternRegexes = PAGE_PATTERNS.map((p) => new RegExp(`^${p.replace(/:[A-Za-z]+/g, "[^/]+")}/?$`));
/** Whether a pathname is one of the web app's pages. */
export const isPagePath = (pathname: string) => patternRegexes.some((r) => r.test(pathname));
