import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, matchRoutes, Navigate, type HydrationState, type RouteObject } from "react-router";
import { NotFound } from "@/components/errors/not-found";
import { RouteError } from "@/components/errors/route-error";
import { Loading } from "@/components/ui/spinner";
import { PAGE_REDIRECTS, paths } from "@/config/paths";
import { fromEntity, publicTitle, tabbedTitle, title } from "@/lib/document-title";
import { RedirectSignedIn, RequireAuth, RequireCapability } from "./guards";
import { createLoaders } from "./loaders";
import { RootLayout } from "./root-layout";
import LandingPage from "./routes/landing/landing-page";

type PageModule = { default: React.ComponentType };
/** Route-level code splitting: every page is its own chunk. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const NO_PERMISSION = "You do not have permission to access this page";
/** Routes the server does not render (signed-in pages, redirects): the browser renders them as before. */
const CLIENT_ONLY = { ssr: false } as const;
/** /settings and /profile/settings are one page: one declaration, one title per tab (docs/decisions/044). */
const SETTINGS_TITLE = tabbedTitle("tab", "billing", {
  billing: ["Billing", "Settings"],
  notifications: ["Notifications", "Settings"],
  security: ["Security", "Settings"],
  calendar: ["Calendar", "Settings"],
  advanced: ["Advanced", "Settings"],
});

/** The app's routes; `opts.wait` makes the loaders wait for their data (server rendering). */
export const createRoutes = (qc: QueryClient, opts: { wait?: boolean } = {}): RouteObject[] => {
  const load = createLoaders(qc, opts);
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      loader: load.root,
      // Shown in place of the page while its lazy chunk loads on the first visit (no "No HydrateFallback" warning).
      hydrateFallbackElement: <Loading />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            // Public
            // `/` is in the entry chunk: it paints without waiting for a second chunk (Lighthouse LCP).
            { path: paths.home, Component: LandingPage, handle: publicTitle(paths.home) },
            // Signed-in users have no business on the login and join pages: they go to ?redirect= or home.
            {
              element: <RedirectSignedIn />,
              children: [
                { path: paths.login, lazy: page(() => import("./routes/auth/login-page")), handle: publicTitle(paths.login) },
                { path: paths.join, lazy: page(() => import("./routes/auth/join-page")), handle: publicTitle(paths.join) },
              ],
            },
            {
              path: paths.forgotPassword,
              lazy: page(() => import("./routes/auth/forgot-password-page")),
              handle: publicTitle(paths.forgotPassword),
            },
            {
              path: paths.resetPassword,
              lazy: page(() => import("./routes/auth/reset-password-page")),
              handle: publicTitle(paths.resetPassword),
            },
            {
              path: paths.unlockSignIn,
              lazy: page(() => import("./routes/auth/unlock-sign-in-page")),
              // The token is the browser's to post, never in a server render (docs/decisions/055).
              handle: { ...publicTitle(paths.unlockSignIn), ...CLIENT_ONLY },
            },
            {
              path: paths.mentorship,
              loader: load.mentorship,
              lazy: page(() => import("./routes/mentorship/mentorship-page")),
              handle: publicTitle(paths.mentorship),
            },
            { path: paths.mentor(), loader: load.mentor, lazy: page(() => import("./routes/mentorship/mentor-page")), handle: fromEntity },
            { path: paths.contact, lazy: page(() => import("./routes/contact/contact-page")), handle: publicTitle(paths.contact) },
            { path: paths.about, lazy: page(() => import("./routes/static/about-page")), handle: publicTitle(paths.about) },
            {
              path: paths.offerings,
              loader: load.offerings,
              lazy: page(() => import("./routes/offerings/offerings-page")),
              handle: publicTitle(paths.offerings),
            },
            {
              path: paths.events,
              loader: load.events,
              lazy: page(() => import("./routes/events/events-page")),
              handle: publicTitle(paths.events),
            },
            { path: paths.event(), loader: load.event, lazy: page(() => import("./routes/events/event-page")), handle: fromEntity },
            { path: paths.blog, loader: load.blog, lazy: page(() => import("./routes/blog/blog-page")), handle: publicTitle(paths.blog) },
            {
              path: paths.newsletter,
              loader: load.newsletter,
              lazy: page(() => import("./routes/newsletter/archive-page")),
              handle: publicTitle(paths.newsletter),
            },
            {
              path: paths.newsletterIssue(),
              loader: load.newsletterIssue,
              lazy: page(() => import("./routes/newsletter/issue-page")),
              handle: fromEntity,
            },
            { path: paths.blogPost(), loader: load.article, lazy: page(() => import("./routes/blog/article-page")), handle: fromEntity },
            {
              path: paths.candidates,
              loader: load.candidates,
              lazy: page(() => import("./routes/candidates/candidates-page")),
              handle: publicTitle(paths.candidates),
            },
            { path: paths.jobs, loader: load.jobs, lazy: page(() => import("./routes/jobs/jobs-page")), handle: publicTitle(paths.jobs) },
            { path: paths.jobsSubmit, lazy: page(() => import("./routes/jobs/submit-job-page")), handle: publicTitle(paths.jobsSubmit) },
            { path: paths.job(), loader: load.job, lazy: page(() => import("./routes/jobs/job-page")), handle: fromEntity },
            {
              path: paths.companies,
              loader: load.companies,
              lazy: page(() => import("./routes/companies/companies-page")),
              handle: publicTitle(paths.companies),
            },
            {
              path: paths.company(),
              loader: load.company,
              lazy: page(() => import("./routes/companies/company-page")),
              handle: fromEntity,
            },
            { path: paths.sponsors, lazy: page(() => import("./routes/sponsors/sponsors-page")), handle: publicTitle(paths.sponsors) },
            { path: paths.podcasts, lazy: page(() => import("./routes/static/podcasts-page")), handle: publicTitle(paths.podcasts) },
            { path: paths.podcast, element: <Navigate to={PAGE_REDIRECTS[paths.podcast]!} replace />, handle: CLIENT_ONLY },
            {
              path: paths.learningTools,
              lazy: page(() => import("./routes/static/learning-tools-page")),
              handle: publicTitle(paths.learningTools),
            },
            { path: paths.privacy, lazy: page(() => import("./routes/static/privacy-page")), handle: publicTitle(paths.privacy) },
            { path: paths.terms, lazy: page(() => import("./routes/static/terms-page")), handle: publicTitle(paths.terms) },
            { path: paths.resources, lazy: page(() => import("./routes/static/resources-page")), handle: publicTitle(paths.resources) },
            {
              path: paths.newsletterConfirm,
              lazy: page(() => import("./routes/newsletter/confirm-page")),
              handle: publicTitle(paths.newsletterConfirm),
            },
            {
              path: paths.newsletterUnsubscribe,
              lazy: page(() => import("./routes/newsletter/unsubscribe-page")),
              handle: publicTitle(paths.newsletterUnsubscribe),
            },
            {
              path: paths.mentorshipFeedback,
              lazy: page(() => import("./routes/mentorship/feedback-page")),
              // Opening it records a rating: the browser does it, never the server's render (docs/decisions/040).
              handle: { ...title("Rate your session", "Mentorship"), ...CLIENT_ONLY },
            },
            {
              path: paths.sessionManage(),
              lazy: page(() => import("./routes/mentorship/session-manage-page")),
              // Browser-rendered: the token stays out of the server's render and caches (docs/decisions/085).
              handle: { ...title("Your mentorship session", "Mentorship"), ...CLIENT_ONLY },
            },
            {
              path: paths.alertsUnsubscribe,
              lazy: page(() => import("./routes/alerts/unsubscribe-page")),
              handle: publicTitle(paths.alertsUnsubscribe),
            },
            // Redirects
            { path: paths.membership, element: <Navigate to={PAGE_REDIRECTS[paths.membership]!} replace />, handle: CLIENT_ONLY },
            { path: paths.pricing, element: <Navigate to={PAGE_REDIRECTS[paths.pricing]!} replace />, handle: CLIENT_ONLY },
            // The mentors' job review moved into the one review queue (docs/decisions/042)
            { path: paths.reviewJobs, element: <Navigate to={`${paths.adminReview}?kind=job`} replace />, handle: CLIENT_ONLY },
            // Login required
            {
              element: <RequireAuth />,
              handle: CLIENT_ONLY,
              children: [
                {
                  path: paths.book(),
                  lazy: page(() => import("./routes/mentorship/book-page")),
                  handle: title("Book a session", "Mentorship"),
                },
                {
                  path: paths.mentorshipApply,
                  lazy: page(() => import("./routes/mentorship/apply-page")),
                  handle: title("Apply to mentor", "Mentorship"),
                },
                {
                  path: paths.offeringsSubmit,
                  lazy: page(() => import("./routes/offerings/submit-offering-page")),
                  handle: title("Submit an offering", "Offerings"),
                },
                {
                  path: paths.offeringEdit(),
                  lazy: page(() => import("./routes/offerings/edit-offering-page")),
                  handle: title("Edit your offering", "Offerings"),
                },
                {
                  path: paths.blogSubmit,
                  lazy: page(() => import("./routes/blog/submit-article-page")),
                  handle: title("Write an article", "Blog"),
                },
                {
                  path: paths.blogEdit(),
                  lazy: page(() => import("./routes/blog/edit-article-page")),
                  handle: title("Edit article", "Blog"),
                },
                { path: paths.jobsMine, lazy: page(() => import("./routes/jobs/my-jobs-page")), handle: title("My jobs", "Jobs") },
                { path: paths.profile, lazy: page(() => import("./routes/profile/profile-page")), handle: title("Your profile") },
                { path: paths.profileSettings, lazy: page(() => import("./routes/settings/settings-page")), handle: SETTINGS_TITLE },
                { path: paths.settings, lazy: page(() => import("./routes/settings/settings-page")), handle: SETTINGS_TITLE },
              ],
            },
            // Admin only
            {
              element: <RequireCapability capabilities={["admin"]} deniedMessage={NO_PERMISSION} />,
              handle: CLIENT_ONLY,
              children: [
                { path: paths.admin, lazy: page(() => import("./routes/admin/dashboard-page")), handle: title("Dashboard", "Admin") },
                {
                  path: paths.adminMentorApplications,
                  lazy: page(() => import("./routes/admin/mentor-applications-page")),
                  handle: title("Mentor applications", "Admin"),
                },
                { path: paths.adminJobs, lazy: page(() => import("./routes/admin/jobs-page")), handle: title("Job listings", "Admin") },
                { path: paths.adminEvents, lazy: page(() => import("./routes/admin/events-page")), handle: title("Events", "Admin") },
                {
                  path: paths.adminEventEdit(),
                  lazy: page(() => import("./routes/admin/event-edit-page")),
                  handle: title("Edit event", "Admin"),
                },
                {
                  path: paths.adminEventCheckIn(),
                  lazy: page(() => import("./routes/admin/event-check-in-page")),
                  handle: title("Check-in", "Admin"),
                },
                { path: paths.adminUsers, lazy: page(() => import("./routes/admin/users-page")), handle: title("Users", "Admin") },
                {
                  path: paths.adminContractorRequests,
                  lazy: page(() => import("./routes/admin/contractor-requests-page")),
                  handle: title("Contractor requests", "Admin"),
                },
                { path: paths.adminVendors, lazy: page(() => import("./routes/admin/vendors-page")), handle: title("Vendors", "Admin") },
                {
                  path: paths.adminOfferings,
                  lazy: page(() => import("./routes/admin/offerings-page")),
                  handle: title("Offerings", "Admin"),
                },
                {
                  path: paths.adminCompanies,
                  lazy: page(() => import("./routes/admin/companies-page")),
                  handle: title("Companies", "Admin"),
                },
                {
                  path: paths.adminNewsletter,
                  lazy: page(() => import("./routes/admin/newsletter-page")),
                  handle: title("Newsletter", "Admin"),
                },
                {
                  path: paths.adminNewsletterEdit(),
                  lazy: page(() => import("./routes/admin/newsletter-edit-page")),
                  handle: title("Issue", "Newsletter", "Admin"),
                },
                { path: paths.adminInbox, lazy: page(() => import("./routes/admin/inbox-page")), handle: title("Inbox", "Admin") },
                { path: paths.adminLog, lazy: page(() => import("./routes/admin/log-page")), handle: title("Staff log", "Admin") },
              ],
            },
            // Mentor or admin: the one review queue
            {
              element: <RequireCapability capabilities={["mentor", "admin"]} deniedMessage={NO_PERMISSION} />,
              handle: CLIENT_ONLY,
              children: [
                // Every kind for admins, jobs for mentors (docs/decisions/034)
                { path: paths.adminReview, lazy: page(() => import("./routes/admin/review-page")), handle: title("Review queue", "Admin") },
              ],
            },
            // Recruiter or admin
            {
              element: <RequireCapability capabilities={["recruiter", "admin"]} deniedMessage={NO_PERMISSION} />,
              handle: CLIENT_ONLY,
              children: [
                {
                  path: paths.recruiterDashboard,
                  lazy: page(() => import("./routes/recruiter/dashboard-page")),
                  handle: title("Dashboard", "Recruiter"),
                },
                {
                  path: paths.recruiterCandidates,
                  lazy: page(() => import("./routes/recruiter/candidates-page")),
                  handle: title("Search candidates", "Recruiter"),
                },
                {
                  path: paths.recruiterCompanies,
                  lazy: page(() => import("./routes/recruiter/companies-page")),
                  handle: publicTitle(paths.recruiterCompanies),
                },
                { path: paths.recruiterJob(), lazy: page(() => import("./routes/recruiter/job-page")), handle: title("Job", "Recruiter") },
                {
                  path: paths.recruiterJobEdit(),
                  lazy: page(() => import("./routes/recruiter/job-edit-page")),
                  handle: title("Edit job", "Recruiter"),
                },
                {
                  path: paths.recruiterApplicants,
                  lazy: page(() => import("./routes/recruiter/applicants-page")),
                  handle: title("Applicants", "Recruiter"),
                },
              ],
            },
            { path: "*", element: <NotFound />, handle: title("Page not found") },
          ],
        },
      ],
    },
  ];
};

/**
 * The browser's router. When the page came server-rendered (web/src/entry-server.tsx), the lazy
 * chunks of the routes it shows are loaded first and the router starts from the server's state,
 * so the first render matches the HTML and hydrates it.
 */
export async function createRouter(qc: QueryClient, hydrationData?: HydrationState) {
  const routes = createRoutes(qc);
  if (hydrationData) {
    const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
    await Promise.all(
      lazy.map(async ({ route }) => {
        const load = route.lazy as () => Promise<Partial<RouteObject>>;
        Object.assign(route, { ...(await load()), lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
