import { OFFERING_FIELD_LABELS, OFFERING_STATUSES, type AdminOfferingDto, type OfferingStatus } from "@common/offerings.schema";
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
  const approve = async (id: string) => {
    try {
      await review.mutateAsync({ id, decision: "approve" });
      toast.success("Offering approved");
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
                <ReviewHistory offering={o} />
                <div className="flex flex-wrap gap-2">
                  {/* Decided once, from pending (docs/decisions/034); a listed offering leaves through members' flags or deletion. */}
                  {o.status === "pending" && (
                    <Button size="sm" onClick={() => void approve(o.id)} aria-label={`Approve ${o.title}`}>
                      <Check /> Approve
                    </Button>
                  )}
                  {/* A rejection carries a reason, mailed to the submitter (docs/decisions/034). */}
                  {o.status === "pending" && (
                    <StaffReasonDialog
                      id={`reject-offering-${o.id}`}
                      trigger="Reject"
                      triggerContent={
                        <>
                          <X /> Reject
                        </>
                      }
                      triggerVariant="outline"
                      triggerLabel={`Reject ${o.title}`}
                      title={`Reject "${o.title}"?`}
                      description="The author is mailed the reason, sees it on their offering, and can correct it and submit it again."
                      confirm="Reject offering"
                      done="Offering rejected"
                      failed="Failed to update offering"
                      onConfirm={(reason) => review.mutateAsync({ id: o.id, decision: "reject", reason })}
                    />
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

/** The earlier decisions and, for a resubmission, what changed since the last one (docs/decisions/083). */
function ReviewHistory({ offering: o }: { offering: AdminOfferingDto }) {
  if (!o.history.length) return null;
  return (
    <div className="space-y-2 rounded-md border p-3">
      <h3 className="font-medium">{o.status === "pending" ? "Resubmitted after review" : "Review history"}</h3>
      <ul className="space-y-1 text-muted-foreground" aria-label={`Earlier reviews of ${o.title}`}>
        {o.history.map((h) => (
          <li key={h.decidedAt}>
            {new Date(h.decidedAt).toLocaleDateString()}: {h.decision === "approved" ? "Approved" : "Rejected"}
            {h.reason ? ` (${h.reason})` : ""}
          </li>
        ))}
      </ul>
      {o.status === "pending" &&
        (o.changes.length ? (
          <table className="w-full table-fixed text-left text-xs" aria-label={`Changes since the last review of ${o.title}`}>
            <thead>
              <tr>
                <th className="w-1/5 py-1">Field</th>
                <th className="py-1">Before</th>
                <th className="py-1">Now</th>
              </tr>
            </thead>
            <tbody>
              {o.changes.map((c) => (
                <tr key={c.field} className="border-t align-top">
                  <th scope="row" className="py-1 font-medium">
                    {OFFERING_FIELD_LABELS[c.field]}
                  </th>
                  <td className={`break-words py-1 pr-2 text-muted-foreground ${c.before === null ? "" : "line-through"}`}>
                    {c.before ?? "(empty)"}
                  </td>
                  <td className="break-words py-1">{c.after ?? "(empty)"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-xs text-muted-foreground">Nothing changed since the last review.</p>
        ))}
    </div>
  );
}
