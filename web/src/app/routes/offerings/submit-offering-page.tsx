import type { OfferingInput } from "@common/offerings.schema";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/toast";
import { Page } from "@/components/layout/page";
import { Card, CardContent } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useOfferingMutations } from "@/features/offerings/api/offerings";
import { OfferingForm } from "@/features/offerings/components/offering-form";
import { ApiError } from "@/lib/api-client";
import { useMe } from "@/lib/me";

export default function Component() {
  const { me } = useMe();
  const navigate = useNavigate();
  const { create } = useOfferingMutations();
  const onSave = async (v: OfferingInput, applyServerErrors: (err: unknown) => void) => {
    try {
      await create.mutateAsync(v);
      toast.success("Your offering has been submitted successfully! It will be listed once our team has reviewed it.");
      navigate(paths.offerings);
    } catch (err) {
      applyServerErrors(err);
      toast.error(
        err instanceof ApiError && err.status === 401
          ? "You must be logged in to submit an offering"
          : "Failed to submit offering. Please try again.",
      );
    }
  };
  return (
    <Page title="Submit an Offering" className="max-w-3xl">
      <Card>
        <CardContent className="pt-6">
          <OfferingForm
            defaultValues={{ title: "", description: "", price: "", contactInfo: me?.user.email ?? "", imageUrl: "" }}
            submit="Submit Offering"
            submitting="Submitting..."
            onSave={onSave}
          />
        </CardContent>
      </Card>
    </Page>
  );
}
