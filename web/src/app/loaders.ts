import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { articleQuery, publishedArticlesQuery } from "@/features/blog/api/blog";
import { jobFiltersFromParams, jobsListQuery } from "@/features/jobs/api/get-jobs";
import { mentorsQuery } from "@/features/mentorship/api/mentorship";
import { meQueryOptions } from "@/lib/me";
import { isVerifiedContractor } from "@common/roles";

/**
 * Route loaders start the main pages' requests in parallel with the page's code (the route's
 * `lazy` chunk), instead of after it rendered (no waterfall). They do not wait for the data:
 * the page renders its skeletons from the same query cache, and a failed request is shown by the
 * page as before. `/api/me` starts with every navigation's first load.
 */
export function createLoaders(qc: QueryClient) {
  const me = () => qc.prefetchQuery(meQueryOptions());
  return {
    root: () => {
      void me();
      return null;
    },
    jobs: ({ request }: LoaderFunctionArgs) => {
      const params = new URL(request.url).searchParams;
      if (params.get("contractor") === "true") {
        // Only verified contractors may filter by contractor jobs: that needs /api/me first.
        void qc
          .ensureQueryData(meQueryOptions())
          .then((m) => {
            const verified = m ? isVerifiedContractor({ role: m.user.role, isVerifiedContractor: m.profile.isVerifiedContractor }) : false;
            return qc.prefetchInfiniteQuery(jobsListQuery(jobFiltersFromParams(params, verified)));
          })
          .catch(() => undefined);
      } else {
        void qc.prefetchInfiniteQuery(jobsListQuery(jobFiltersFromParams(params, false)));
      }
      return null;
    },
    mentorship: ({ request }: LoaderFunctionArgs) => {
      void qc.prefetchInfiniteQuery(mentorsQuery(new URL(request.url).searchParams.get("q") ?? ""));
      return null;
    },
    blog: () => {
      void qc.prefetchInfiniteQuery(publishedArticlesQuery());
      return null;
    },
    article: ({ params }: LoaderFunctionArgs) => {
      void qc.prefetchQuery(articleQuery(params.slug ?? ""));
      return null;
    },
  };
}
