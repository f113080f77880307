import { OFFERING_CATEGORIES, offeringInputSchema, type OfferingInput } from "@common/offerings.schema";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useServerForm } from "@/lib/use-server-form";

/**
 * An offering's fields, for a new one and for the owner's edit (docs/decisions/083). `onSave` runs the
 * request; a failure comes back as the server's field messages under their fields.
 */
export function OfferingForm({
  defaultValues,
  submit,
  submitting,
  onSave,
}: {
  defaultValues: Partial<OfferingInput>;
  submit: string;
  submitting: string;
  /** Saves, and on failure puts the server's field messages under their fields (`applyServerErrors`) and says so once. */
  onSave: (v: OfferingInput, applyServerErrors: (err: unknown) => void) => Promise<void>;
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(offeringInputSchema, { defaultValues });
  return (
    <form onSubmit={handleSubmit((v: OfferingInput) => onSave(v, applyServerErrors))} noValidate className="space-y-4">
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
        {isSubmitting ? submitting : submit}
      </Button>
    </form>
  );
}
