import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { ApplicantPipeline } from "@/features/applications/components/applicant-pipeline";
import { useRecruiterJob } from "@/features/recruiter/api/recruiter";

export default function Component() {
  const { jobId = "" } = useParams();
  const { data, isLoading, isError } = useRecruiterJob(jobId);
  if (isLoading) return <Loading text="Loading applicants..." />;
  if (isError || !data)
    return (
      <Page title="Job not found">
        <Button variant="outline" asChild>
          <Link to={paths.recruiterDashboard}>
            <ArrowLeft /> Back to dashboard
          </Link>
        </Button>
      </Page>
    );
  const n = data.applicants.length;
  return (
    <Page title={data.job.title} description={`${data.job.company} · ${data.job.location}`}>
      <Button variant="ghost" asChild className="mb-4">
        <Link to={paths.recruiterDashboard}>
          <ArrowLeft /> Back to dashboard
        </Link>
      </Button>
      <Card className="mb-6">
        <CardHeader>
          <CardTitle as="h2">Job Applicants</CardTitle>
        </CardHeader>
        <CardContent>
          {n === 0
            ? "No one has expressed interest in this job yet"
            : n === 1
              ? "1 person has expressed interest in this job"
              : `${n} people have expressed interest in this job`}
        </CardContent>
      </Card>
      <ApplicantPipeline jobId={jobId} />
    </Page>
  );
}
