import { hasCapability } from "@common/roles";
import { format } from "date-fns";
import { Link } from "react-router";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useMyJobs } from "@/features/jobs/api/my-jobs";
import { JobStatusBadge, JobStatusDetails, RenewJobButton } from "@/features/jobs/components/job-status";
import { useMe } from "@/lib/me";

export default function Component() {
  const { me } = useMe();
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useMyJobs();
  const jobs = data?.pages.flatMap((p) => p.jobs) ?? [];
  const canEdit = hasCapability(me?.user, "recruiter", "admin");
  return (
    <Page
      title="My submitted jobs"
      description="The jobs you submitted to the board: their review status, and how long approved jobs stay on the board."
      className="max-w-4xl"
      actions={
        <Button asChild>
          <Link to={paths.jobsSubmit}>Submit a job</Link>
        </Button>
      }
    >
      {isLoading ? (
        <Loading text="Loading your jobs..." />
      ) : isError ? (
        <p role="alert" className="text-destructive">
          Failed to load your jobs. Please try again.
        </p>
      ) : jobs.length === 0 ? (
        <div className="rounded-lg border p-10 text-center">
          <p className="mb-4 font-medium">You have not submitted any jobs yet.</p>
          <Button asChild>
            <Link to={paths.jobsSubmit}>Submit a job</Link>
          </Button>
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm text-muted-foreground">
            Approved jobs stay on the board for 30 days. Renew a job to keep it there for another 30 days.
          </p>
          <ul className="grid gap-4" aria-label="Your submitted jobs">
            {jobs.map((job) => (
              <li key={job.id}>
                <Card>
                  <CardHeader className="space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <CardTitle as="h2" className="min-w-0 break-words text-lg">
                        {job.title}
                      </CardTitle>
                      <JobStatusBadge status={job.status} />
                    </div>
                    <p className="break-words text-sm text-muted-foreground">
                      {job.company} · {job.location}
                    </p>
                    <p className="text-xs text-muted-foreground">Submitted {format(new Date(job.datePosted), "MMMM d, yyyy")}</p>
                  </CardHeader>
                  <CardContent className="space-y-3">
                    <JobStatusDetails job={job} />
                    <div className="flex flex-wrap gap-2">
                      <RenewJobButton job={job} />
                      {job.status === "approved" && (
                        <Button size="sm" variant="ghost" asChild>
                          <Link to={paths.job(job.id)}>View the listing</Link>
                        </Button>
                      )}
                      {canEdit && (
                        <Button size="sm" variant="ghost" asChild>
                          <Link to={paths.recruiterJobEdit(job.id)}>Edit job</Link>
                        </Button>
                      )}
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          <LoadMore query={{ hasNextPage, isFetchingNextPage, fetchNextPage }} label="Load more" />
        </>
      )}
    </Page>
  );
}
