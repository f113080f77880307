import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { myCompaniesQuery, useCompanyMembers, useCreateCompany, useDecideJoin, useUploadLogo } from "@/features/companies/api/companies";
import { CompanyMembers } from "@/features/companies/components/company-members";
import { CompanyLogo } from "@/features/companies/components/company-profile";
import { CreateCompanyForm } from "@/features/companies/components/create-company-form";
import { refusalMessage } from "@/lib/api-client";

function OwnedCompany({ slug }: { slug: string }) {
  const members = useCompanyMembers(slug, true);
  const decide = useDecideJoin();
  if (!members.data) return null;
  return (
    <CompanyMembers
      members={members.data.members}
      busy={decide.isPending}
      onDecide={(id, approve) =>
        decide.mutate(
          { id, approve },
          {
            onSuccess: () => toast.success(approve ? "Request approved" : "Request declined"),
            onError: (err) => toast.error(refusalMessage(err, "Could not save the decision. Please try again.")),
          },
        )
      }
    />
  );
}

/** A recruiter's companies: create one (with its logo), see requests to join, and find others to join. */
export default function Component() {
  const mine = useQuery(myCompaniesQuery());
  const create = useCreateCompany();
  const upload = useUploadLogo();
  return (
    <Page title="My companies" description="Post jobs as your company. Ask to join a company from its page." className="max-w-3xl">
      <div className="space-y-8">
        {mine.isLoading ? (
          <Loading text="Loading your companies..." />
        ) : (
          <ul className="space-y-4" aria-label="My companies">
            {(mine.data?.companies ?? []).map((c) => (
              <li key={c.id}>
                <Card>
                  <CardHeader className="flex flex-row items-center gap-3">
                    <CompanyLogo company={c} size={40} />
                    <CardTitle className="text-lg">
                      <Link to={paths.company(c.slug)} className="underline-offset-4 hover:underline">
                        {c.name}
                      </Link>
                    </CardTitle>
                    <Badge variant="secondary">
                      {c.status === "pending" ? "Request pending" : c.role === "owner" ? "Owner" : "Recruiter"}
                    </Badge>
                  </CardHeader>
                  {c.role === "owner" && (
                    <CardContent>
                      <OwnedCompany slug={c.slug} />
                    </CardContent>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Create a company</CardTitle>
          </CardHeader>
          <CardContent>
            <CreateCompanyForm
              onSubmit={async (values, logo) => {
                try {
                  const { company } = await create.mutateAsync(values);
                  if (logo) await upload.mutateAsync({ slug: company.slug, file: logo });
                  toast.success(`${company.name} was created. You can now post jobs as ${company.name}.`);
                } catch (err) {
                  toast.error(refusalMessage(err, "Could not create the company. Please try again."));
                  throw err;
                }
              }}
            />
          </CardContent>
        </Card>
        <p className="text-sm text-muted-foreground">
          Your company is already here?{" "}
          <Link to={paths.companies} className="text-primary underline">
            Find it
          </Link>{" "}
          and ask to recruit for it.
        </p>
      </div>
    </Page>
  );
}
