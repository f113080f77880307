import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { articleQuery, publishedArticlesQuery } from "@/features/blog/api/blog";
import { archiveQuery, publicIssueQuery } from "@/features/newsletter/api/issues";
import { candidatesParams, candidatesQuery } from "@/features/candidates/api/get-candidates";
import { commentsQuery } from "@/features/comments/api/comments";
import { companiesPage, companiesQuery, companyJobsQuery, companyQuery } from "@/features/companies/api/companies";
import { eventQuery, eventsQuery } from "@/features/events/api/events";
import { jobFilterChoicesQuery, jobFiltersFromParams, jobQuery, jobsListQuery } from "@/features/jobs/api/get-jobs";
import { testimonialsQuery } from "@/features/matching/api/feedback";
import { mentorFilterOf, mentorQuery, mentorsQuery } from "@/features/mentorship/api/mentorship";
import { meQueryOptions } from "@/lib/me";
import { isVerifiedContractor } from "@common/roles";

/**
 * Route loaders start the main pages' requests in parallel with the page's code (the route's
 * `lazy` chunk), instead of after it rendered (no waterfall). They do not wait for the data:
 * the page renders its skeletons from the same query cache, and a failed request is shown by the
 * page as before. `/api/me` starts with every navigation's first load.
 *
 * On the server (web/src/entry-server.tsx, `wait`), the same loaders fill the query cache before
 * the page is rendered, so the HTML holds the data and the browser hydrates it from that cache.
 */
export function createLoaders(qc: QueryClient, opts: { wait?: boolean } = {}) {
  const me = () => qc.prefetchQuery(meQueryOptions());
  /** In the browser: start and go on. On the server: wait for it (it never rejects). */
  const start = (p: Promise<unknown>) => (opts.wait ? p.then(() => null) : (void p, null));
  return {
    root: () => start(me()),
    jobs: ({ request }: LoaderFunctionArgs) => {
      const params = new URL(request.url).searchParams;
      const choices = qc.prefetchQuery(jobFilterChoicesQuery());
      if (params.get("contractor") === "true") {
        // Only verified contractors may filter by contractor jobs: that needs /api/me first.
        return start(
          qc
            .ensureQueryData(meQueryOptions())
            .then((m) => {
              const verified = m
                ? isVerifiedContractor({ plan: m.user.plan, isVerifiedContractor: m.profile.isVerifiedContractor })
                : false;
              return qc.prefetchInfiniteQuery(jobsListQuery(jobFiltersFromParams(params, verified)));
            })
            .then(() => choices)
            .catch(() => undefined),
        );
      }
      return start(Promise.all([choices, qc.prefetchInfiniteQuery(jobsListQuery(jobFiltersFromParams(params, false)))]));
    },
    job: ({ params }: LoaderFunctionArgs) => start(qc.prefetchQuery(jobQuery(params.jobId ?? ""))),
    companies: ({ request }: LoaderFunctionArgs) =>
      start(qc.prefetchQuery(companiesQuery(companiesPage(new URL(request.url).searchParams)))),
    company: ({ params }: LoaderFunctionArgs) =>
      start(Promise.all([qc.prefetchQuery(companyQuery(params.slug ?? "")), qc.prefetchQuery(companyJobsQuery(params.slug ?? ""))])),
    events: () => start(qc.prefetchInfiniteQuery(eventsQuery("all"))),
    event: ({ params }: LoaderFunctionArgs) => start(qc.prefetchQuery(eventQuery(params.id ?? ""))),
    candidates: ({ request }: LoaderFunctionArgs) => {
      return start(qc.prefetchQuery(candidatesQuery(candidatesParams(new URL(request.url).searchParams))));
    },
    // Imported here rather than above: the offerings' module brings the schemas (zod), which `/` must not load.
    offerings: ({ request }: LoaderFunctionArgs) => {
      const params = new URL(request.url).searchParams;
      return start(
        import("@/features/offerings/api/offerings").then(({ offeringsParams, offeringsQuery }) => {
          const { q, category } = offeringsParams(params);
          return qc.prefetchInfiniteQuery(offeringsQuery(q.trim(), category));
        }),
      );
    },
    mentorship: ({ request }: LoaderFunctionArgs) =>
      start(qc.prefetchInfiniteQuery(mentorsQuery(mentorFilterOf(new URL(request.url).searchParams)))),
    // The mentor and the testimonials on their page, side by side (both by the mentor's id: no waterfall).
    mentor: ({ params }: LoaderFunctionArgs) =>
      start(
        Promise.all([
          qc.prefetchQuery(mentorQuery(params.mentorId ?? "")),
          params.mentorId ? qc.prefetchQuery(testimonialsQuery(params.mentorId)) : undefined,
        ]),
      ),
    blog: () => start(qc.prefetchInfiniteQuery(publishedArticlesQuery())),
    newsletter: () => start(qc.prefetchQuery(archiveQuery())),
    newsletterIssue: ({ params }: LoaderFunctionArgs) => start(qc.prefetchQuery(publicIssueQuery(params.slug ?? ""))),
    // The article, then its comments (they are asked for by the article's id).
    article: ({ params }: LoaderFunctionArgs) =>
      start(
        qc
          .fetchQuery(articleQuery(params.slug ?? ""))
          .then(({ article }) => qc.prefetchInfiniteQuery(commentsQuery(article.id)))
          .catch(() => undefined),
      ),
  };
}
