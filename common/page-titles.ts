import { paths } from "./paths";

export const SITE_NAME = "AppSec Community";
export const SITE_DESCRIPTION = "AppSec Community: free mentorship, a job board, events and a blog for people in application security.";

/** Titles and descriptions of the pages that are the same for everyone (server head and document.title). */
export const PAGE_TITLES: Record<string, { title: string; description: string }> = {
  [paths.home]: { title: `${SITE_NAME} — mentorship, jobs and events in AppSec`, description: SITE_DESCRIPTION },
  [paths.jobs]: {
    title: `Application security jobs · ${SITE_NAME}`,
    description: "AppSec, product security and DevSecOps jobs, reviewed by the community team. Sign in to see companies and apply.",
  },
  [paths.companies]: {
    title: `Companies hiring in AppSec · ${SITE_NAME}`,
    description: "Companies that post application security jobs on AppSec Community, with their open positions.",
  },
  [paths.recruiterCompanies]: {
    title: `My companies · Recruiter · ${SITE_NAME}`,
    description: "Create a company, ask to join one, approve recruiters.",
  },
  [paths.mentorship]: {
    title: `Free AppSec mentorship · ${SITE_NAME}`,
    description:
      "Book a free session with an experienced application security practitioner: careers, threat modeling, code review, cloud security.",
  },
  [paths.blog]: {
    title: `Blog · ${SITE_NAME}`,
    description: "Articles by application security practitioners: guides, career stories and lessons from the field.",
  },
  [paths.events]: { title: `Events · ${SITE_NAME}`, description: "Upcoming application security meetups, workshops and online events." },
  [paths.candidates]: { title: `Candidates open to work · ${SITE_NAME}`, description: "Application security people open to new roles." },
  [paths.offerings]: {
    title: `Community offerings · ${SITE_NAME}`,
    description: "Training, consulting, tools and resources offered by community members.",
  },
  [paths.about]: {
    title: `About · ${SITE_NAME}`,
    description: "Who we are and why we run a free community for people in application security.",
  },
  [paths.contact]: { title: `Contact · ${SITE_NAME}`, description: "Write to the AppSec Community team." },
  [paths.sponsors]: {
    title: `Sponsors · ${SITE_NAME}`,
    description: "The organisations that support AppSec Community, and how to join them.",
  },
  [paths.podcasts]: { title: `Podcasts · ${SITE_NAME}`, description: "Application security podcasts we recommend." },
  [paths.learningTools]: { title: `Learning tools · ${SITE_NAME}`, description: "Labs and tools for learning application security." },
  [paths.resources]: { title: `Resources · ${SITE_NAME}`, description: "Reading lists and references for application security." },
  [paths.privacy]: { title: `Privacy · ${SITE_NAME}`, description: "How AppSec Community handles your data." },
  [paths.terms]: { title: `Terms · ${SITE_NAME}`, description: "The terms of using AppSec Community." },
  [paths.login]: { title: `Log in · ${SITE_NAME}`, description: SITE_DESCRIPTION },
  [paths.join]: { title: `Join · ${SITE_NAME}`, description: "Create your free AppSec Community account." },
  [paths.forgotPassword]: { title: `Forgot password · ${SITE_NAME}`, description: "Get a link to choose a new password." },
  [paths.resetPassword]: { title: `Reset password · ${SITE_NAME}`, description: "Choose a new password for your account." },
  [paths.unlockSignIn]: { title: `Resume signing in · ${SITE_NAME}`, description: "Lift the pause on signing in to your account." },
  [paths.jobsSubmit]: { title: `Submit a job · Jobs · ${SITE_NAME}`, description: "Post an application security job for review." },
  [paths.newsletter]: {
    title: `Newsletter · ${SITE_NAME}`,
    description: "Past issues of the AppSec Community newsletter: articles, events and jobs from the community.",
  },
  [paths.newsletterConfirm]: {
    title: `Confirm your subscription · Newsletter · ${SITE_NAME}`,
    description: "Confirm your subscription to the AppSec Community newsletter.",
  },
  [paths.newsletterUnsubscribe]: {
    title: `Unsubscribe · Newsletter · ${SITE_NAME}`,
    description: "Stop receiving the AppSec Community newsletter.",
  },
  [paths.alertsUnsubscribe]: { title: `Unsubscribe · Job alerts · ${SITE_NAME}`, description: "Stop a job alert's mails." },
};
