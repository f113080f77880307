import { createCompanyInputSchema, slugify, type CreateCompanyInput } from "@common/companies.schema";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useServerForm } from "@/lib/use-server-form";

const empty: CreateCompanyInput = { name: "", slug: "", website: "", description: "" };

/** Create a company (the recruiter becomes its owner); then the logo. A taken address is marked on its field. */
export function CreateCompanyForm({ onSubmit }: { onSubmit: (values: CreateCompanyInput, logo: File | null) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(createCompanyInputSchema, { defaultValues: empty });
  const logo = useRef<HTMLInputElement>(null);
  const submit = async (values: CreateCompanyInput) => {
    try {
      await onSubmit(values, logo.current?.files?.[0] ?? null);
    } catch (err) {
      applyServerErrors(err);
    }
  };
  return (
    <form method="post" onSubmit={handleSubmit(submit)} noValidate className="space-y-4" aria-label="Create a company">
      <Field id="company-name" label="Company name" error={errors.name?.message}>
        <Input
          {...register("name", {
            onBlur: (e: React.FocusEvent<HTMLInputElement>) => {
              if (!getValues("slug")) setValue("slug", slugify(e.target.value));
            },
          })}
        />
      </Field>
      <Field
        id="company-slug"
        label="Page address"
        error={errors.slug?.message}
        hint="Lowercase letters, digits and hyphens: /companies/your-company"
      >
        <Input {...register("slug")} />
      </Field>
      <Field id="company-website" label="Website (optional)" error={errors.website?.message}>
        <Input type="url" placeholder="https://" {...register("website")} />
      </Field>
      <Field id="company-description" label="Description (optional)" error={errors.description?.message}>
        <Textarea rows={4} {...register("description")} />
      </Field>
      <Field id="company-logo" label="Logo (optional)" hint="An image; it is resized to 256 px.">
        <Input ref={logo} type="file" accept="image/png,image/jpeg,image/webp,image/gif" />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Creating..." : "Create company"}
      </Button>
    </form>
  );
}
