import { ArrowLeft, ChevronRight } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Loading } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { ApplyForm } from "@/features/applications/components/apply-form";
import { jobQuery } from "@/features/jobs/api/get-jobs";
import { JobDetail } from "@/features/jobs/components/job-detail";
import { ApiError } from "@/lib/api-client";
import { entityTitle, useDocumentTitle } from "@/lib/document-title";
import { useMe } from "@/lib/me";

/** A job's own page: what the board's cards, feeds, the sitemap and mails link to (server-rendered for visitors). */
export default function Component() {
  const { jobId = "" } = useParams();
  const { me } = useMe();
  const { data, isLoading, isError, error } = useQuery(jobQuery(jobId));
  const job = data?.job;
  useDocumentTitle(
    job ? entityTitle(job.company ? `${job.title} at ${job.company}` : job.title, "Jobs") : isError ? entityTitle("Job Not Found") : null,
  );
  if (isLoading) return <Loading text="Loading job..." />;
  if (isError && !(error instanceof ApiError && (error.status === 404 || error.status === 400))) throw error;
  if (!job)
    return (
      <Page className="max-w-2xl text-center">
        <h1 className="mb-2 text-3xl font-bold">Job Not Found</h1>
        <p className="mb-6 text-muted-foreground">This job is no longer on the board, or it never was.</p>
        <Button asChild>
          <Link to={paths.jobs}>
            <ArrowLeft /> Back to Jobs
          </Link>
        </Button>
      </Page>
    );
  return (
    <Page className="max-w-3xl">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={paths.jobs} className="underline-offset-4 hover:underline">
              Jobs
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="h-4 w-4" />
          </li>
          <li aria-current="page" className="truncate text-foreground">
            {job.title}
          </li>
        </ol>
      </nav>
      <JobDetail job={job} signedIn={Boolean(me)} headingLevel="h1" />
      {me && <ApplyForm jobId={job.id} myApplicationsHref={`${paths.profile}#my-applications`} />}
    </Page>
  );
}
