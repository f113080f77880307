import { durationLabel } from "@common/jobs.schema";
import { format } from "date-fns";
import { ExternalLink } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading } from "@/components/ui/spinner";
import { useJobsToReview, useReviewJob } from "@/features/jobs/api/review-jobs";
import { errorMessage } from "@/lib/api-client";

/** Mentors (and admins) review submitted jobs before they are published (decision 017). */
export default function Component() {
  const list = useJobsToReview();
  const review = useReviewJob();
  const decide = async (id: string, approve: boolean) => {
    try {
      await review.mutateAsync({ id, approve });
      toast.success(approve ? "Job approved and published" : "Job rejected");
    } catch (err) {
      toast.error(errorMessage(err, approve ? "Failed to approve job" : "Failed to reject job"));
    }
  };
  return (
    <Page
      title="Review Jobs"
      description="Submitted jobs wait here until a mentor or an admin approves or rejects them."
      className="max-w-4xl"
    >
      {list.isLoading ? (
        <Loading text="Loading jobs to review..." />
      ) : list.isError ? (
        <p role="alert" className="text-destructive">
          Failed to load the jobs to review.
        </p>
      ) : list.jobs.length === 0 ? (
        <p className="rounded-lg border p-10 text-center text-muted-foreground">
          No jobs are waiting for review. Thank you for keeping up!
        </p>
      ) : (
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {list.total}
            {list.totalCapped ? "+" : ""} {list.total === 1 ? "job is" : "jobs are"} waiting for review
          </p>
          {list.jobs.map((job) => (
            <Card key={job.id}>
              <CardHeader className="space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <CardTitle as="h2" className="text-lg">
                    {job.title}
                  </CardTitle>
                  {job.isContractorRequest && <Badge variant="secondary">Contractor</Badge>}
                  {job.isRemote && <Badge variant="outline">Remote</Badge>}
                </div>
                <p className="text-sm text-muted-foreground">
                  {job.company} · {job.location}
                </p>
                <p className="text-sm text-muted-foreground">Submitted {format(new Date(job.datePosted), "MMMM d, yyyy")}</p>
                {job.contractDuration && <p className="text-sm">Duration: {durationLabel(job.contractDuration)}</p>}
              </CardHeader>
              <CardContent className="space-y-3">
                <div className="flex flex-wrap gap-1">
                  {job.skills.map((s) => (
                    <Badge key={s} variant="secondary">
                      {s}
                    </Badge>
                  ))}
                </div>
                <p className="whitespace-pre-line text-sm">{job.description}</p>
                <div className="flex flex-wrap items-center gap-2">
                  <Button variant="outline" size="sm" asChild>
                    <a href={job.jobBoardUrl} target="_blank" rel="noopener noreferrer">
                      View Original Posting <ExternalLink />
                    </a>
                  </Button>
                  {job.isOwnSubmission ? (
                    <p className="text-sm text-muted-foreground">You submitted this job, so another reviewer will decide on it.</p>
                  ) : (
                    <>
                      <Button size="sm" onClick={() => void decide(job.id, true)} disabled={review.isPending}>
                        Approve
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => void decide(job.id, false)} disabled={review.isPending}>
                        Reject
                      </Button>
                    </>
                  )}
                </div>
              </CardContent>
            </Card>
          ))}
          {list.hasMore && (
            <Button variant="outline" className="w-full" onClick={list.loadMore} disabled={list.loadingMore}>
              {list.loadingMore ? "Loading..." : "Load more jobs"}
            </Button>
          )}
        </div>
      )}
    </Page>
  );
}
