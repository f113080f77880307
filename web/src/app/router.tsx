import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, matchRoutes, Navigate, type HydrationState, type RouteObject } from "react-router";
import { NotFound } from "@/components/errors/not-found";
import { RouteError } from "@/components/errors/route-error";
import { Loading } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
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
            { path: paths.home, Component: LandingPage },
            // Signed-in users have no business on the login and join pages: they go to ?redirect= or home.
            {
              element: <RedirectSignedIn />,
              children: [
                { path: paths.login, lazy: page(() => import("./routes/auth/login-page")) },
                { path: paths.join, lazy: page(() => import("./routes/auth/join-page")) },
              ],
            },
            { path: paths.forgotPassword, lazy: page(() => import("./routes/auth/forgot-password-page")) },
            { path: paths.resetPassword, lazy: page(() => import("./routes/auth/reset-password-page")) },
            { path: paths.mentorship, loader: load.mentorship, lazy: page(() => import("./routes/mentorship/mentorship-page")) },
            { path: paths.mentor(), loader: load.mentor, lazy: page(() => import("./routes/mentorship/mentor-page")) },
            { path: paths.contact, lazy: page(() => import("./routes/contact/contact-page")) },
            { path: paths.about, lazy: page(() => import("./routes/static/about-page")) },
            { path: paths.offerings, loader: load.offerings, lazy: page(() => import("./routes/offerings/offerings-page")) },
            { path: paths.events, loader: load.events, lazy: page(() => import("./routes/events/events-page")) },
            { path: paths.event(), loader: load.event, lazy: page(() => import("./routes/events/event-page")) },
            { path: paths.blog, loader: load.blog, lazy: page(() => import("./routes/blog/blog-page")) },
            { path: paths.blogPost(), loader: load.article, lazy: page(() => import("./routes/blog/article-page")) },
            { path: paths.candidates, loader: load.candidates, lazy: page(() => import("./routes/candidates/candidates-page")) },
            { path: paths.jobs, loader: load.jobs, lazy: page(() => import("./routes/jobs/jobs-page")) },
            { path: paths.jobsSubmit, lazy: page(() => import("./routes/jobs/submit-job-page")) },
            { path: paths.job(), loader: load.job, lazy: page(() => import("./routes/jobs/job-page")) },
            { path: paths.sponsors, lazy: page(() => import("./routes/sponsors/sponsors-page")) },
            { path: paths.podcasts, lazy: page(() => import("./routes/static/podcasts-page")) },
            { path: paths.podcast, element: <Navigate to={paths.podcasts} replace />, handle: CLIENT_ONLY },
            { path: paths.learningTools, lazy: page(() => import("./routes/static/learning-tools-page")) },
            { path: paths.privacy, lazy: page(() => import("./routes/static/privacy-page")) },
            { path: paths.terms, lazy: page(() => import("./routes/static/terms-page")) },
            { path: paths.resources, lazy: page(() => import("./routes/static/resources-page")) },
            { path: paths.newsletterConfirm, lazy: page(() => import("./routes/newsletter/confirm-page")) },
            { path: paths.newsletterUnsubscribe, lazy: page(() => import("./routes/newsletter/unsubscribe-page")) },
            { path: paths.alertsUnsubscribe, lazy: page(() => import("./routes/alerts/unsubscribe-page")) },
            // Redirects
            { path: paths.membership, element: <Navigate to={paths.home} replace />, handle: CLIENT_ONLY },
            { path: paths.pricing, element: <Navigate to={paths.home} replace />, handle: CLIENT_ONLY },
            // Login required
            {
              element: <RequireAuth />,
              handle: CLIENT_ONLY,
              children: [
                { path: paths.book(), lazy: page(() => import("./routes/mentorship/book-page")) },
                { path: paths.mentorshipApply, lazy: page(() => import("./routes/mentorship/apply-page")) },
                { path: paths.offeringsSubmit, lazy: page(() => import("./routes/offerings/submit-offering-page")) },
                { path: paths.blogSubmit, lazy: page(() => import("./routes/blog/submit-article-page")) },
                { path: paths.blogEdit(), lazy: page(() => import("./routes/blog/edit-article-page")) },
                { path: paths.jobsMine, lazy: page(() => import("./routes/jobs/my-jobs-page")) },
                { path: paths.profile, lazy: page(() => import("./routes/profile/profile-page")) },
                { path: paths.profileSettings, lazy: page(() => import("./routes/settings/settings-page")) },
                { path: paths.settings, lazy: page(() => import("./routes/settings/settings-page")) },
              ],
            },
            // Admin only
            {
              element: <RequireCapability capabilities={["admin"]} deniedMessage={NO_PERMISSION} />,
              handle: CLIENT_ONLY,
              children: [
                { path: paths.admin, lazy: page(() => import("./routes/admin/dashboard-page")) },
                { path: paths.adminMentorApplications, lazy: page(() => import("./routes/admin/mentor-applications-page")) },
                { path: paths.adminJobs, lazy: page(() => import("./routes/admin/jobs-page")) },
                { path: paths.adminEvents, lazy: page(() => import("./routes/admin/events-page")) },
                { path: paths.adminEventEdit(), lazy: page(() => import("./routes/admin/event-edit-page")) },
                { path: paths.adminUsers, lazy: page(() => import("./routes/admin/users-page")) },
                { path: paths.adminContractorRequests, lazy: page(() => import("./routes/admin/contractor-requests-page")) },
                { path: paths.adminVendors, lazy: page(() => import("./routes/admin/vendors-page")) },
                { path: paths.adminOfferings, lazy: page(() => import("./routes/admin/offerings-page")) },
                { path: paths.adminInbox, lazy: page(() => import("./routes/admin/inbox-page")) },
                { path: paths.adminLog, lazy: page(() => import("./routes/admin/log-page")) },
              ],
            },
            // Mentor or admin: the job review queue (decision 017)
            {
              element: <RequireCapability capabilities={["mentor", "admin"]} deniedMessage={NO_PERMISSION} />,
              handle: CLIENT_ONLY,
              children: [
                { path: paths.reviewJobs, lazy: page(() => import("./routes/jobs/review-jobs-page")) },
                // Every kind for admins, jobs for mentors (docs/decisions/034)
                { path: paths.adminReview, lazy: page(() => import("./routes/admin/review-page")) },
              ],
            },
            // Recruiter or admin
            {
              element: <RequireCapability capabilities={["recruiter", "admin"]} deniedMessage={NO_PERMISSION} />,
              handle: CLIENT_ONLY,
              children: [
                { path: paths.recruiterDashboard, lazy: page(() => import("./routes/recruiter/dashboard-page")) },
                { path: paths.recruiterCandidates, lazy: page(() => import("./routes/recruiter/candidates-page")) },
                { path: paths.recruiterJob(), lazy: page(() => import("./routes/recruiter/job-page")) },
                { path: paths.recruiterJobEdit(), lazy: page(() => import("./routes/recruiter/job-edit-page")) },
                { path: paths.recruiterApplicants, lazy: page(() => import("./routes/recruiter/applicants-page")) },
              ],
            },
            { path: "*", element: <NotFound /> },
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
