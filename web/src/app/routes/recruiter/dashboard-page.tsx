import { APPLICATION_STAGES, STAGE_LABELS } from "@common/applications";
import { Briefcase, Search, Users } from "lucide-react";
import { Link } from "react-router";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadMore } from "@/components/ui/load-more";
import { Loading } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { JobStatusBadge, JobStatusDetails, RenewJobButton } from "@/features/jobs/components/job-status";
import { SkillChips } from "@/features/jobs/components/skill-chips";
import { useRecruiterJobs } from "@/features/recruiter/api/recruiter";

export default function Component() {
  const { data, isLoading, query } = useRecruiterJobs();
  const figure = (n: number | null | undefined, capped: boolean | undefined) => (n == null ? "…" : `${n}${capped ? "+" : ""}`);
  return (
    <Page
      title="Recruiter Dashboard"
      actions={
        <Button asChild>
          <Link to={paths.jobsSubmit}>Post New Job</Link>
        </Button>
      }
    >
      <div className="mb-8 grid gap-4 md:grid-cols-3">
        <Card>
          <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
            <CardTitle className="text-sm font-medium">Active Job Postings</CardTitle>
            <Briefcase className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
          </CardHeader>
          <CardContent className="text-3xl font-bold">{figure(data?.activeJobs, data?.activeJobsCapped)}</CardContent>
        </Card>
        <Card>
          <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
            <CardTitle className="text-sm font-medium">Total Applicants</CardTitle>
            <Users className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
          </CardHeader>
          <CardContent className="text-3xl font-bold">{figure(data?.totalApplicants, data?.totalApplicantsCapped)}</CardContent>
        </Card>
        <Card>
          <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
            <CardTitle className="text-sm font-medium">Find Candidates</CardTitle>
            <Search className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
          </CardHeader>
          <CardContent>
            <Button variant="outline" asChild>
              <Link to={paths.recruiterCandidates}>Search candidates</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-semibold">Your Job Postings</h2>
        <Link to={paths.jobsMine} className="text-sm font-medium text-primary underline underline-offset-4">
          My submitted jobs
        </Link>
      </div>
      {isLoading ? (
        <Loading text="Loading your job postings..." />
      ) : !data || data.jobs.length === 0 ? (
        <div className="rounded-lg border p-10 text-center">
          <p className="mb-4 font-medium">No job postings yet</p>
          <Button asChild>
            <Link to={paths.jobsSubmit}>Post New Job</Link>
          </Button>
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {data.jobs.map((job) => (
            <Card key={job.id} className="flex flex-col">
              <CardHeader>
                <CardTitle className="break-words text-lg">{job.title}</CardTitle>
                <p className="break-words text-sm text-muted-foreground">
                  {job.company} · {job.location}
                </p>
                <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <JobStatusBadge status={job.status} />
                  <span>
                    {job.applicantCount} {job.applicantCount === 1 ? "Applicant" : "Applicants"}
                  </span>
                </div>
              </CardHeader>
              <CardContent className="mt-auto space-y-4">
                <JobStatusDetails job={job} />
                {job.applicantCount > 0 && (
                  <ul aria-label={`Applicants by stage for ${job.title}`} className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
                    {APPLICATION_STAGES.filter((s) => job.stageCounts[s] > 0).map((s) => (
                      <li key={s}>
                        {STAGE_LABELS[s]}: <span className="font-medium">{job.stageCounts[s]}</span>
                      </li>
                    ))}
                  </ul>
                )}
                <SkillChips skills={job.skills} />
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" asChild>
                    <Link to={paths.recruiterJob(job.id)}>View Applicants</Link>
                  </Button>
                  <Button size="sm" variant="outline" asChild>
                    <Link to={paths.recruiterJobEdit(job.id)}>Edit Job</Link>
                  </Button>
                  <RenewJobButton job={job} />
                </div>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
      <LoadMore query={query} label="Load more job postings" />
    </Page>
  );
}
