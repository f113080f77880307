import { format } from "date-fns";
import { Search } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { AdminNav } from "@/components/layout/admin-nav";
import { StaffReasonDialog } from "@/components/moderation/staff-reason-dialog";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Loading } from "@/components/ui/spinner";
import { MatchQueue } from "@/features/matching/components/match-queue";
import { MentorFeedback } from "@/features/matching/components/mentor-feedback";
import { useDecideMentorApplicant, useMentorApplications } from "@/features/mentorship/api/mentorship";
import { errorMessage } from "@/lib/api-client";

export default function Component() {
  const [q, setQ] = useState("");
  const { data, isLoading, isError } = useMentorApplications(q.trim());
  const decide = useDecideMentorApplicant();
  const approve = async (id: string) => {
    try {
      await decide.mutateAsync({ id, approve: true, reason: "" });
      toast.success("Mentor application approved successfully");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to approve mentor application"));
    }
  };
  return (
    <Page>
      <AdminNav />
      <h1 className="mb-2 text-3xl font-bold">Mentor Applications</h1>
      <p className="mb-6 text-muted-foreground">
        Mentee applications to match (one list, with suggestions), feedback after sessions, and members who applied to become mentors.
      </p>
      <div className="mb-10">
        <MatchQueue />
      </div>
      <div className="mb-10">
        <MentorFeedback />
      </div>
      <div className="relative mb-6 max-w-md">
        <Search className="absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden="true" />
        <Input
          className="pl-9"
          aria-label="Search applications"
          placeholder="Search by name, email, title or company"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      {isLoading ? (
        <Loading text="Loading mentor applications..." />
      ) : isError || !data ? (
        <p role="alert" className="text-destructive">
          Failed to load mentor applications
        </p>
      ) : (
        <div className="space-y-10">
          <section className="space-y-4">
            <h2 className="text-xl font-semibold">Mentor applicants ({data.applicants.length})</h2>
            {data.applicants.length === 0 && <p className="text-muted-foreground">No pending mentor applications.</p>}
            {data.applicants.map((a) => (
              <Card key={a.id}>
                <CardHeader>
                  <CardTitle className="text-lg">{a.fullName}</CardTitle>
                  <p className="text-sm text-muted-foreground">
                    {[a.email, [a.title, a.company].filter(Boolean).join(" at "), `applied ${format(new Date(a.createdAt), "MMM d, yyyy")}`]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </CardHeader>
                <CardContent className="space-y-3">
                  {a.bio && <p className="text-sm">{a.bio}</p>}
                  <div className="flex flex-wrap gap-1">
                    {a.expertise.map((e) => (
                      <Badge key={e} variant="secondary">
                        {e}
                      </Badge>
                    ))}
                  </div>
                  <div className="flex gap-2">
                    <Button size="sm" onClick={() => void approve(a.id)} disabled={decide.isPending}>
                      Approve
                    </Button>
                    {/* A rejection carries a reason, mailed to the submitter (docs/decisions/034). */}
                    <StaffReasonDialog
                      id={`reject-mentor-application-${a.id}`}
                      trigger="Reject"
                      triggerVariant="outline"
                      triggerLabel={`Reject ${a.fullName}`}
                      title="Reject this mentor application?"
                      description="The submitter is mailed the reason."
                      reasonLabel="Reason for the rejection (mailed to the submitter)"
                      confirm="Reject mentor application"
                      done="Mentor application rejected successfully"
                      failed="Failed to reject mentor application"
                      confirmDisabled={decide.isPending}
                      onConfirm={(reason) => decide.mutateAsync({ id: a.id, approve: false, reason })}
                    />
                  </div>
                </CardContent>
              </Card>
            ))}
          </section>
        </div>
      )}
    </Page>
  );
}
