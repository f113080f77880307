import { OFFERING_CATEGORIES, offeringInputSchema, type OfferingInput } from "@common/offerings.schema";
import { Controller } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/toast";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { useOfferingMutations } from "@/features/offerings/api/offerings";
import { ApiError } from "@/lib/api-client";
import { useMe } from "@/lib/me";
import { useServerForm } from "@/lib/use-server-form";

export default function Component() {
  const { me } = useMe();
  const navigate = useNavigate();
  const { create } = useOfferingMutations();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(offeringInputSchema, {
    defaultValues: { title: "", description: "", price: "", contactInfo: me?.user.email ?? "", imageUrl: "" },
  });
  const onSubmit = async (v: OfferingInput) => {
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
          <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
            <Field id="o-title" label="Title" error={errors.title?.message}>
              <Input {...register("title")} />
            </Field>
            <Field id="o-description" label="Description" error={errors.description?.message}>
              <Textarea rows={5} {...register("description")} />
            </Field>
            <div className="grid gap-4 md:grid-cols-2">
              <div className="space-y-2">
                <Label htmlFor="o-category">Category</Label>
                <Controller
                  control={control}
                  name="category"
                  render={({ field }) => (
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger id="o-category" aria-invalid={errors.category ? true : undefined}>
                        <SelectValue placeholder="Select a category" />
                      </SelectTrigger>
                      <SelectContent>
                        {OFFERING_CATEGORIES.map((c) => (
                          <SelectItem key={c} value={c}>
                            {c}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
                {errors.category && (
                  <p role="alert" className="text-sm font-medium text-destructive">
                    {errors.category.message}
                  </p>
                )}
              </div>
              <Field id="o-price" label="Price (optional)" error={errors.price?.message}>
                <Input placeholder="e.g. Free, $49" {...register("price")} />
              </Field>
              <Field id="o-contact" label="Contact email" error={errors.contactInfo?.message}>
                <Input type="email" {...register("contactInfo")} />
              </Field>
              <Field id="o-image" label="Image URL (optional)" error={errors.imageUrl?.message}>
                <Input type="url" placeholder="https://" {...register("imageUrl")} />
              </Field>
            </div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Submitting..." : "Submit Offering"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Page>
  );
}
