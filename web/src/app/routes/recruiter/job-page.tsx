import type { CandidateDto } from "@common/candidates.schema";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { CandidateCard } from "@/features/candidates/components/candidate-card";
import { CandidateContactDialog, CandidateProfileDialog } from "@/features/candidates/components/candidate-dialogs";
import { useRecruiterJob } from "@/features/recruiter/api/recruiter";

export default function Component() {
  const { jobId = "" } = useParams();
  const { data, isLoading, isError } = useRecruiterJob(jobId);
  const [viewing, setViewing] = useState<CandidateDto | null>(null);
  const [contacting, setContacting] = useState<CandidateDto | null>(null);
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
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {data.applicants.map((c) => (
          <CandidateCard key={c.id} c={c} signedIn onView={() => setViewing(c)} onContact={() => setContacting(c)} />
        ))}
      </div>
      <CandidateProfileDialog
        candidate={viewing}
        signedIn
        onClose={() => setViewing(null)}
        onContact={(c) => {
          setViewing(null);
          setContacting(c);
        }}
      />
      <CandidateContactDialog
        candidate={contacting}
        subject={`Regarding your interest in ${data.job.title} at ${data.job.company}`}
        onClose={() => setContacting(null)}
      />
    </Page>
  );
}
