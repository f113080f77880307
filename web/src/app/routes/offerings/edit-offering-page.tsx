import type { OfferingInput } from "@common/offerings.schema";
import { Navigate, useNavigate, useParams } from "react-router";
import { toast } from "@/components/ui/toast";
import { Page } from "@/components/layout/page";
import { Card, CardContent } from "@/components/ui/card";
import { Loading } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useOfferingMutations, useOwnOffering } from "@/features/offerings/api/offerings";
import { OfferingForm } from "@/features/offerings/components/offering-form";
import { errorMessage } from "@/lib/api-client";

/** The owner edits their offering; a rejected one shows the reason and is resubmitted (docs/decisions/083). */
export default function Component() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { data, isLoading, isError } = useOwnOffering(id);
  const { update } = useOfferingMutations();
  if (isLoading) return <Loading text="Loading your offering..." />;
  if (isError || !data) return <Navigate to={paths.offerings} replace />;
  const o = data.offering;
  const rejected = o.status === "rejected";
  const onSave = async (input: OfferingInput, applyServerErrors: (err: unknown) => void) => {
    try {
      await update.mutateAsync({ id, input });
      toast.success(rejected ? "Your offering was resubmitted for review" : "Your changes were sent for review");
      navigate(paths.offerings);
    } catch (err) {
      applyServerErrors(err);
      toast.error(errorMessage(err, "Failed to save your offering. Please try again."));
    }
  };
  return (
    <Page title={rejected ? "Correct and resubmit your offering" : "Edit your offering"} className="max-w-3xl">
      {rejected && o.rejectionReason && (
        <div role="status" className="mb-4 rounded-md border border-destructive/50 bg-destructive/5 p-4 text-sm">
          <p className="font-medium">Not approved. The reviewer's reason:</p>
          <p className="mt-1 whitespace-pre-wrap break-words">{o.rejectionReason}</p>
        </div>
      )}
      {!rejected && <p className="mb-4 text-sm text-muted-foreground">Your changes go back to review before they are listed.</p>}
      <Card>
        <CardContent className="pt-6">
          <OfferingForm
            defaultValues={{
              title: o.title,
              description: o.description,
              category: o.category,
              price: o.price ?? "",
              contactInfo: o.contactInfo,
              imageUrl: o.imageUrl ?? "",
            }}
            submit={rejected ? "Resubmit for review" : "Save and send for review"}
            submitting="Saving..."
            onSave={onSave}
          />
        </CardContent>
      </Card>
      {o.history.length > 0 && (
        <section aria-label="Earlier reviews" className="mt-6 text-sm">
          <h2 className="mb-2 font-semibold">Earlier reviews</h2>
          <ul className="space-y-1 text-muted-foreground">
            {o.history.map((h) => (
              <li key={h.decidedAt}>
                {new Date(h.decidedAt).toLocaleDateString()}: {h.decision === "approved" ? "Approved" : "Not approved"}
                {h.reason ? ` (${h.reason})` : ""}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}
