import { OFFERING_STATUSES, type OfferingStatus } from "@common/offerings.schema";
import { Check, Trash2, X } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { StaffReasonDialog } from "@/components/moderation/staff-reason-dialog";
import { AdminNav } from "@/components/layout/admin-nav";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { Loading } from "@/components/ui/spinner";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAdminOfferings, useOfferingMutations, useReviewOffering } from "@/features/offerings/api/offerings";
import { errorMessage } from "@/lib/api-client";

const LABELS: Record<OfferingStatus, string> = { pending: "Pending review", approved: "Approved", rejected: "Rejected" };

export default function Component() {
  const [status, setStatus] = useState<OfferingStatus>("pending");
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useAdminOfferings(status, page);
  const review = useReviewOffering();
  const { remove } = useOfferingMutations();
  const decide = async (id: string, decision: "approve" | "reject") => {
    // A rejection carries a reason, mailed to the submitter (docs/decisions/034).
    const reason = decision === "approve" ? "" : (window.prompt("Reason for the rejection (mailed to the submitter)") ?? "").trim();
    if (decision === "reject" && !reason) return;
    try {
      await review.mutateAsync({ id, decision, reason });
      toast.success(decision === "approve" ? "Offering approved" : "Offering rejected");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to update offering"));
    }
  };
  return (
    <Page>
      <AdminNav />
      <h1 className="mb-6 text-3xl font-bold">Offerings</h1>
      <Tabs
        value={status}
        onValueChange={(s) => {
          setStatus(s as OfferingStatus);
          setPage(1);
        }}
        className="mb-4"
      >
        <TabsList>
          {OFFERING_STATUSES.map((s) => (
            <TabsTrigger key={s} value={s}>
              {LABELS[s]}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      {isLoading ? (
        <Loading text="Loading offerings..." />
      ) : isError || !data ? (
        <p role="alert" className="text-destructive">
          Failed to fetch offerings
        </p>
      ) : data.offerings.length === 0 ? (
        <p className="text-muted-foreground">No offerings here.</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {data.offerings.map((o) => (
            <Card key={o.id}>
              <CardHeader>
                <div className="flex items-start justify-between gap-2">
                  <CardTitle as="h2" className="text-lg">
                    {o.title}
                  </CardTitle>
                  <Badge variant="secondary">{o.category}</Badge>
                </div>
                <p className="text-xs text-muted-foreground">
                  By {o.author.fullName}
                  {o.price ? ` · ${o.price}` : ""} · {o.contactInfo}
                </p>
              </CardHeader>
              <CardContent className="space-y-3 text-sm">
                <p className="whitespace-pre-wrap break-words text-muted-foreground">{o.description}</p>
                <div className="flex flex-wrap gap-2">
                  {/* Decided once, from pending (docs/decisions/034); a listed offering leaves through members' flags or deletion. */}
                  {o.status === "pending" && (
                    <Button size="sm" onClick={() => void decide(o.id, "approve")} aria-label={`Approve ${o.title}`}>
                      <Check /> Approve
                    </Button>
                  )}
                  {o.status === "pending" && (
                    <Button size="sm" variant="outline" onClick={() => void decide(o.id, "reject")} aria-label={`Reject ${o.title}`}>
                      <X /> Reject
                    </Button>
                  )}
                  <StaffReasonDialog
                    id={`delete-offering-${o.id}`}
                    trigger="Delete"
                    triggerContent={
                      <>
                        <Trash2 /> Delete
                      </>
                    }
                    triggerLabel={`Delete ${o.title}`}
                    title={`Delete "${o.title}"?`}
                    description="The author is mailed the reason and the deletion is recorded in the staff log."
                    confirm="Delete offering"
                    done="Offering deleted"
                    failed="Failed to delete offering"
                    destructive
                    onConfirm={(reason) => remove.mutateAsync({ id: o.id, reason })}
                  />
                </div>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
      {data && <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />}
    </Page>
  );
}
