import { useNavigate, useParams } from "react-router";
import { toast } from "@/components/ui/toast";
import { refusalMessage } from "@/lib/api-client";
import { Page } from "@/components/layout/page";
import { Card, CardContent } from "@/components/ui/card";
import { Loading } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { JobForm, type JobFormValues } from "@/features/jobs/components/job-form";
import { useMyApprovedCompanies } from "@/features/companies/api/companies";
import { useRecruiterJobForEdit, useUpdateJob } from "@/features/recruiter/api/recruiter";

export default function Component() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { data, isLoading, isError } = useRecruiterJobForEdit(id);
  const update = useUpdateJob(id);
  const companies = useMyApprovedCompanies(true);
  if (isLoading) return <Loading />;
  if (isError || !data) return <Page title="Job not found" />;
  const j = data.job;
  return (
    <Page
      title="Edit Job"
      description="Saving sends a published job back to review before it shows on the board again."
      className="max-w-3xl"
    >
      <Card>
        <CardContent className="pt-6">
          <JobForm
            submitLabel="Save Changes"
            defaultValues={{
              title: j.title,
              company: j.company ?? "",
              location: j.location ?? "",
              jobBoardUrl: j.jobBoardUrl ?? "",
              description: j.description ?? "",
              skills: j.skills,
              contractDuration: j.contractDuration,
              contractRate: j.contractRate,
              isRemote: j.isRemote ?? false,
              isContractorRequest: j.isContractorRequest,
              publicDetails: j.publicDetails ?? false,
              employmentType: (j.employmentType ?? null) as JobFormValues["employmentType"],
              salaryMin: j.salaryMin ?? null,
              salaryMax: j.salaryMax ?? null,
              salaryCurrency: (j.salaryCurrency ?? null) as JobFormValues["salaryCurrency"],
              salaryPeriod: (j.salaryPeriod ?? null) as JobFormValues["salaryPeriod"],
              companyId: j.companyId ?? null,
              country: j.country ?? null,
              city: j.city ?? null,
              workplaceType: (j.workplaceType ?? null) as JobFormValues["workplaceType"],
              applicantCountries: j.applicantCountries ?? [],
            }}
            companies={companies}
            onSubmit={async (values) => {
              try {
                await update.mutateAsync(values);
                toast.success("Job updated. It will be reviewed again before it is published.");
                navigate(paths.recruiterDashboard);
              } catch (err) {
                toast.error(refusalMessage(err, "Failed to update job"));
                throw err;
              }
            }}
          />
        </CardContent>
      </Card>
    </Page>
  );
}
