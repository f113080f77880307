import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Loading } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { companiesPage, companiesQuery } from "@/features/companies/api/companies";
import { CompanyList } from "@/features/companies/components/company-profile";

const pageHref = (n: number) => (n > 1 ? `${paths.companies}?page=${n}` : paths.companies);

/** The companies that post jobs, a page at a time by name (server-rendered for visitors; the pages are links). */
export default function Component() {
  const [params] = useSearchParams();
  const page = companiesPage(params);
  const { data, isLoading, isError } = useQuery(companiesQuery(page));
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Page title="Companies" description="Companies hiring in application security, with their open jobs.">
      {isLoading ? (
        <Loading text="Loading companies..." />
      ) : isError ? (
        <p role="alert" className="text-destructive">
          Failed to load companies
        </p>
      ) : (
        <>
          <CompanyList companies={data?.companies ?? []} />
          {pages > 1 && (
            <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
              {page > 1 ? (
                <Button variant="outline" size="sm" asChild>
                  <Link to={pageHref(page - 1)} rel="prev">
                    Previous
                  </Link>
                </Button>
              ) : null}
              <span className="text-sm" aria-current="page">
                Page {page} of {pages}
              </span>
              {page < pages ? (
                <Button variant="outline" size="sm" asChild>
                  <Link to={pageHref(page + 1)} rel="next">
                    Next
                  </Link>
                </Button>
              ) : null}
            </nav>
          )}
        </>
      )}
    </Page>
  );
}
