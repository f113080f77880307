import { useNavigate } from "react-router";
import { toast } from "@/components/ui/toast";
import { Page } from "@/components/layout/page";
import { Card, CardContent } from "@/components/ui/card";
import { loginWithRedirect, paths } from "@/config/paths";
import { useMe } from "@/lib/me";
import { useSubmitJob } from "@/features/jobs/api/submit-job";
import { JobForm } from "@/features/jobs/components/job-form";
import { ApiError, refusalMessage } from "@/lib/api-client";
import { useMyApprovedCompanies } from "@/features/companies/api/companies";

export default function Component() {
  const navigate = useNavigate();
  const { me } = useMe();
  const submit = useSubmitJob();
  const companies = useMyApprovedCompanies(Boolean(me));
  return (
    <Page
      title="Submit a Job Listing"
      description="Share an application-security role. Our mentors and admins review every listing before it is published."
      className="max-w-3xl"
    >
      <Card>
        <CardContent className="pt-6">
          <JobForm
            submitLabel="Submit Job"
            companies={companies}
            onSubmit={async (values) => {
              if (!me) {
                navigate(loginWithRedirect(paths.jobsSubmit));
                return;
              }
              try {
                await submit.mutateAsync(values);
                toast.success("Job submitted successfully! It will be reviewed by our mentors and admins before being published.", {
                  action: { label: "See my jobs", onClick: () => navigate(paths.jobsMine) },
                });
                navigate(paths.jobs);
              } catch (err) {
                if (err instanceof ApiError && err.status === 401) navigate(loginWithRedirect(paths.jobsSubmit));
                else toast.error(refusalMessage(err, "Failed to submit job. Please try again."));
                throw err;
              }
            }}
          />
        </CardContent>
      </Card>
    </Page>
  );
}
