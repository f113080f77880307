import { useQuery } from "@tanstack/react-query";
import { Page } from "@/components/layout/page";
import { Loading } from "@/components/ui/spinner";
import { companiesQuery } from "@/features/companies/api/companies";
import { CompanyList } from "@/features/companies/components/company-profile";

/** The companies that post jobs (server-rendered for visitors). */
export default function Component() {
  const { data, isLoading, isError } = useQuery(companiesQuery());
  return (
    <Page title="Companies" description="Companies hiring in application security, with their open jobs.">
      {isLoading ? (
        <Loading text="Loading companies..." />
      ) : isError ? (
        <p role="alert" className="text-destructive">
          Failed to load companies
        </p>
      ) : (
        <CompanyList companies={data?.companies ?? []} />
      )}
    </Page>
  );
}
