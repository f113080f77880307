import { durationLabel, paymentLabel, type JobDto } from "@common/jobs.schema";
import { formatSalary } from "@common/salary";
import { useFormatInstant } from "@/lib/dates";
import { ExternalLink, Heart, Lock } from "lucide-react";
import { Link } from "react-router";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { loginWithRedirect, paths } from "@/config/paths";
import { ApiError, refusalMessage } from "@/lib/api-client";
import { useToggleInterest } from "../api/toggle-interest";

export function JobDetail({
  job,
  signedIn,
  sample,
  headingLevel = "h2",
}: {
  job: JobDto;
  signedIn: boolean;
  sample?: boolean;
  /** h1 on the job's own page, h2 in the board's panel. */
  headingLevel?: "h1" | "h2";
}) {
  const toggle = useToggleInterest();
  const formatInstant = useFormatInstant();
  const onInterest = async () => {
    if (!signedIn) {
      toast.error("You must be logged in to express interest in a job");
      return;
    }
    try {
      await toggle.mutateAsync({ jobId: job.id, interested: Boolean(job.isInterested) });
      toast.success(job.isInterested ? "Interest removed successfully" : "Interest expressed successfully");
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) toast.error("You must be logged in to express interest in a job");
      else toast.error(refusalMessage(err, "An error occurred. Please try again."));
    }
  };
  const here = paths.job(job.id);
  // Members see everything; visitors see the company, location and description when the recruiter made them public.
  const showsCompany = signedIn || sample || job.company !== undefined;
  const showsDescription = signedIn || sample || job.description !== undefined;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          {sample && <Badge variant="outline">Sample</Badge>}
          {job.isContractorRequest && <Badge variant="secondary">Contractor</Badge>}
          {job.isRemote && <Badge variant="outline">Remote</Badge>}
        </div>
        <CardTitle as={headingLevel} className="text-2xl focus:outline-none" tabIndex={-1} data-job-heading>
          {job.title}
        </CardTitle>
        {showsCompany ? (
          <p className="text-muted-foreground">
            {job.company} · {job.location}
          </p>
        ) : (
          <p className="flex items-center gap-1 text-muted-foreground">
            <Lock className="h-4 w-4" aria-hidden="true" /> Login to view company/location
          </p>
        )}
        <p className="text-sm text-muted-foreground">Posted {formatInstant(job.datePosted, "MMMM d, yyyy")}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-1">
          {job.skills.map((s) => (
            <Badge key={s} variant="secondary">
              {s}
            </Badge>
          ))}
        </div>
        {formatSalary(job) && (
          <p className="text-sm">
            <span className="font-medium">Salary:</span> {formatSalary(job)}
          </p>
        )}
        {(job.contractDuration || job.contractRate) && (
          <p className="text-sm">
            {job.contractDuration && <span>Duration: {durationLabel(job.contractDuration)}. </span>}
            {job.contractRate && <span>Payment: {paymentLabel(job.contractRate)}.</span>}
          </p>
        )}
        {showsDescription ? (
          <p className="whitespace-pre-line">{job.description}</p>
        ) : (
          <div className="rounded-md border border-dashed p-4 text-sm">
            <p className="mb-2">Log in or create a free account to see the full job description, the company and how to apply.</p>
            <div className="flex gap-2">
              <Button size="sm" asChild>
                <Link to={loginWithRedirect(here)}>Log in</Link>
              </Button>
              <Button size="sm" variant="outline" asChild>
                <Link to={paths.join}>Create account</Link>
              </Button>
            </div>
          </div>
        )}
        {sample ? null : signedIn ? (
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <a href={job.jobBoardUrl} target="_blank" rel="noopener noreferrer">
                Apply <ExternalLink />
              </a>
            </Button>
            <Button
              variant={job.isInterested ? "secondary" : "outline"}
              onClick={() => void onInterest()}
              disabled={toggle.isPending}
              aria-pressed={Boolean(job.isInterested)}
            >
              <Heart className={job.isInterested ? "fill-current" : ""} /> {job.isInterested ? "Interested" : "Express Interest"}
            </Button>
          </div>
        ) : (
          <Button asChild>
            <Link to={loginWithRedirect(here)}>Login to Apply</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
