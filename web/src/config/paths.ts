/** Every route path of the web app, in one place. */
export const paths = {
  home: "/",
  login: "/login",
  join: "/join",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  mentorship: "/mentorship",
  mentorshipApply: "/mentorship/apply",
  mentor: (id = ":mentorId") => `/mentors/${id}`,
  book: (id = ":mentorId") => `/mentorship/book/${id}`,
  contact: "/contact",
  about: "/about",
  offerings: "/offerings",
  offeringsSubmit: "/offerings/submit",
  events: "/events",
  blog: "/blog",
  blogPost: (slug = ":slug") => `/blog/${slug}`,
  blogSubmit: "/blog/submit",
  blogEdit: (id = ":id") => `/blog/edit/${id}`,
  candidates: "/candidates",
  jobs: "/jobs",
  jobsSubmit: "/jobs/submit",
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
  adminUsers: "/admin/users",
  adminContractorRequests: "/admin/contractor-requests",
  adminVendors: "/admin/vendors",
  recruiterDashboard: "/recruiter/dashboard",
  recruiterCandidates: "/recruiter/candidates",
  recruiterJob: (id = ":jobId") => `/recruiter/job/${id}`,
  recruiterJobEdit: (id = ":id") => `/recruiter/job/${id}/edit`,
  recruiterApplicants: "/recruiter/applicants",
  devMail: "/dev/mail",
} as const;

/** `/login?redirect=…` keeping where the user wanted to go. */
export const loginWithRedirect = (target: string) => `${paths.login}?redirect=${encodeURIComponent(target)}`;

/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeRedirect(value: string | null | undefined, fallback = paths.home): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}

export const DISCORD_URL = "https://discord.gg/appsec-community";
export const LINKEDIN_URL = "https://www.linkedin.com/company/appsec-community";
export const GITHUB_URL = "https://github.com/appsec-community";
