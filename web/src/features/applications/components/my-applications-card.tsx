import { CANDIDATE_STAGE_LABELS } from "@common/applications";
import type { MyApplicationDto } from "@common/applications.schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client";
import { useMyApplications, useWithdrawApplication } from "../api/applications";

const appliedOn = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

/** "My applications" on /profile: each job and its status; a rejection reads "Not selected". */
export function MyApplicationsCard() {
  const { data, isLoading } = useMyApplications();
  const withdraw = useWithdrawApplication();
  const onWithdraw = async (a: MyApplicationDto) => {
    try {
      await withdraw.mutateAsync(a.id);
      toast.success("Application withdrawn");
    } catch (err) {
      toast.error(errorMessage(err, "Could not withdraw the application"));
    }
  };
  const applications = data?.applications ?? [];
  return (
    <Card id="my-applications" aria-labelledby="my-applications-title">
      <CardHeader>
        <CardTitle as="h2" id="my-applications-title">
          My applications
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <p className="text-muted-foreground">Loading applications...</p>
        ) : applications.length === 0 ? (
          <p className="text-muted-foreground">You have not applied to any jobs yet.</p>
        ) : (
          <ul className="divide-y">
            {applications.map((a) => (
              <li key={a.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium break-words">{a.jobTitle}</p>
                  <p className="text-sm text-muted-foreground">
                    {a.company} · Applied {appliedOn(a.appliedAt)}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge
                    variant={a.stage === "rejected" ? "secondary" : "default"}
                    aria-label={`Status: ${CANDIDATE_STAGE_LABELS[a.stage]}`}
                  >
                    {CANDIDATE_STAGE_LABELS[a.stage]}
                  </Badge>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={withdraw.isPending}
                    onClick={() => void onWithdraw(a)}
                    aria-label={`Withdraw application for ${a.jobTitle}`}
                  >
                    Withdraw
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
