import { format } from "date-fns";
import { toast } from "@/components/ui/toast";
import { AdminNav } from "@/components/layout/admin-nav";
import { StaffReasonDialog } from "@/components/moderation/staff-reason-dialog";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading } from "@/components/ui/spinner";
import { useDecideContractorRequest, usePendingContractorRequests } from "@/features/contractors/api/contractors";
import { errorMessage } from "@/lib/api-client";

export default function Component() {
  const { data, isLoading, isError } = usePendingContractorRequests();
  const decide = useDecideContractorRequest();
  const approve = async (id: string) => {
    try {
      await decide.mutateAsync({ id, approve: true, reason: "" });
      toast.success("Contractor request approved");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to approve contractor request"));
    }
  };
  return (
    <Page>
      <AdminNav />
      <h1 className="mb-6 text-3xl font-bold">Contractor Requests</h1>
      {isLoading ? (
        <Loading />
      ) : isError || !data ? (
        <p role="alert" className="text-destructive">
          Failed to fetch contractor requests
        </p>
      ) : data.requests.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">No pending contractor requests.</p>
      ) : (
        <div className="grid gap-4">
          {data.requests.map((r) => (
            <Card key={r.id}>
              <CardHeader>
                <CardTitle as="h2" className="text-lg">
                  {r.profile?.fullName}
                </CardTitle>
                <p className="text-sm text-muted-foreground">
                  {[
                    r.profile?.email,
                    [r.profile?.title, r.profile?.company].filter(Boolean).join(" at "),
                    format(new Date(r.createdAt), "MMM d, yyyy"),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </CardHeader>
              <CardContent className="space-y-2 text-sm">
                <p>
                  <span className="font-medium">Specialization:</span> {r.specialization}
                </p>
                <p>
                  <span className="font-medium">Experience:</span> {r.yearsExperience} years
                </p>
                <p>
                  <span className="font-medium">Relevant projects:</span> {r.relevantProjects}
                </p>
                <p>
                  <span className="font-medium">Testimonials:</span> {r.testimonials}
                </p>
                <div className="flex gap-2">
                  <Badge variant={r.githubConnected ? "default" : "outline"}>
                    GitHub {r.githubConnected ? "connected" : "not connected"}
                  </Badge>
                  <Badge variant={r.linkedinConnected ? "default" : "outline"}>
                    LinkedIn {r.linkedinConnected ? "connected" : "not connected"}
                  </Badge>
                </div>
                <div className="flex flex-wrap gap-2 pt-2">
                  {r.resumeUrl && (
                    <Button size="sm" variant="outline" asChild>
                      <a href={r.resumeUrl}>Download resume</a>
                    </Button>
                  )}
                  <Button size="sm" onClick={() => void approve(r.id)} disabled={decide.isPending}>
                    Approve
                  </Button>
                  {/* A rejection carries a reason, mailed to the submitter (docs/decisions/034). */}
                  <StaffReasonDialog
                    id={`reject-contractor-request-${r.id}`}
                    trigger="Reject"
                    triggerVariant="destructive"
                    triggerLabel={`Reject ${r.profile?.fullName ?? "the request"}`}
                    title="Reject this contractor request?"
                    description="The submitter is mailed the reason."
                    reasonLabel="Reason for the rejection (mailed to the submitter)"
                    confirm="Reject contractor request"
                    done="Contractor request rejected"
                    failed="Failed to reject contractor request"
                    confirmDisabled={decide.isPending}
                    onConfirm={(reason) => decide.mutateAsync({ id: r.id, approve: false, reason })}
                  />
                </div>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </Page>
  );
}
