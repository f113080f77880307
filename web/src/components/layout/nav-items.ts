import { paths } from "@/config/paths";

export const NAV_GROUPS = [
  {
    label: "Resources",
    items: [
      { label: "Blog", to: paths.blog },
      { label: "Podcasts", to: paths.podcasts },
      { label: "Free Learning Tools", to: paths.learningTools },
    ],
  },
  {
    label: "Company",
    items: [
      { label: "About Us", to: paths.about },
      { label: "Contact Us", to: paths.contact },
    ],
  },
  {
    label: "Community",
    items: [
      { label: "Mentorship", to: paths.mentorship },
      { label: "Job Board", to: paths.jobs },
      { label: "Events", to: paths.events },
      { label: "Sponsors & Supporters", to: paths.sponsors },
    ],
  },
] as const;

export const ADMIN_LINKS = [
  { label: "Dashboard", to: paths.admin },
  { label: "Review", to: paths.adminReview },
  { label: "Mentor Applications", to: paths.adminMentorApplications },
  { label: "Events", to: paths.adminEvents },
  { label: "Jobs", to: paths.adminJobs },
  { label: "Contractor Requests", to: paths.adminContractorRequests },
  { label: "Users", to: paths.adminUsers },
  { label: "Offerings", to: paths.adminOfferings },
  { label: "Companies", to: paths.adminCompanies },
  { label: "Newsletter", to: paths.adminNewsletter },
  { label: "Inbox", to: paths.adminInbox },
  { label: "Staff Log", to: paths.adminLog },
] as const;

/** Mentors review job submissions (decision 017); admins do it in /admin/jobs. */
export const REVIEW_JOBS_LINK = { label: "Review Jobs", to: `${paths.adminReview}?kind=job` } as const;

/** Recruiters' (and admins') own area; shown in the account menus to recruiters. */
export const RECRUITER_LINK = { label: "Recruiter Dashboard", to: paths.recruiterDashboard } as const;
