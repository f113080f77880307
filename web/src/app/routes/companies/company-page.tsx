import { useQuery } from "@tanstack/react-query";
import { hasCapability } from "@common/roles";
import { ChevronRight } from "lucide-react";
import { Link, useParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Loading } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { companyJobsQuery, companyQuery, useJoinCompany } from "@/features/companies/api/companies";
import { CompanyProfile } from "@/features/companies/components/company-profile";
import { ApiError, refusalMessage } from "@/lib/api-client";
import { entityTitle, useDocumentTitle } from "@/lib/document-title";
import { useMe } from "@/lib/me";

/** A company's own page (server-rendered for visitors): logo, description, website, open jobs. */
export default function Component() {
  const { slug = "" } = useParams();
  const { me } = useMe();
  const company = useQuery(companyQuery(slug));
  const jobs = useQuery(companyJobsQuery(slug));
  const join = useJoinCompany();
  const c = company.data?.company;
  useDocumentTitle(c ? entityTitle(c.name, "Companies") : company.isError ? entityTitle("Company Not Found") : null);
  if (company.isLoading) return <Loading text="Loading company..." />;
  if (company.isError && !(company.error instanceof ApiError && (company.error.status === 404 || company.error.status === 400)))
    throw company.error;
  if (!c)
    return (
      <Page className="max-w-2xl text-center">
        <h1 className="mb-2 text-3xl font-bold">Company Not Found</h1>
        <Button asChild>
          <Link to={paths.companies}>All companies</Link>
        </Button>
      </Page>
    );
  const canJoin = hasCapability(me?.user, "recruiter") && !company.data?.membership;
  return (
    <Page className="max-w-3xl">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={paths.companies} className="underline-offset-4 hover:underline">
              Companies
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="h-4 w-4" />
          </li>
          <li aria-current="page" className="truncate text-foreground">
            {c.name}
          </li>
        </ol>
      </nav>
      <CompanyProfile company={c} jobs={jobs.data?.jobs ?? []} />
      {company.data?.membership?.status === "pending" && (
        <p role="status" className="mt-6 text-muted-foreground">
          Your request to recruit for {c.name} is waiting for the owner.
        </p>
      )}
      {canJoin && (
        <Button
          className="mt-6"
          disabled={join.isPending}
          onClick={() =>
            join.mutate(slug, {
              onSuccess: () => toast.success(`You asked to recruit for ${c.name}. The owner will decide.`),
              onError: (err) => toast.error(refusalMessage(err, "Could not send your request. Please try again.")),
            })
          }
        >
          Ask to recruit for {c.name}
        </Button>
      )}
    </Page>
  );
}
