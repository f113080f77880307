import { SPONSOR_TIERS, sponsorInquirySchema, type SponsorInquiryInput } from "@common/sponsors.schema";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { call, client, errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";

export function SponsorDialog() {
  const [open, setOpen] = useState(false);
  const send = useMutation({ mutationFn: (v: SponsorInquiryInput) => call(client.api.sponsors.inquiries.$post({ json: v })) });
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(sponsorInquirySchema, {
    defaultValues: { firstName: "", lastName: "", companyName: "", email: "", phone: "", comments: "" },
  });
  const onSubmit = async (v: SponsorInquiryInput) => {
    try {
      await send.mutateAsync(v);
      toast.success("Sponsorship Interest Submitted", { description: "Thank you for your interest! We'll be in touch soon." });
      reset();
      setOpen(false);
    } catch (err) {
      applyServerErrors(err);
      toast.error("Error", { description: errorMessage(err, "There was an issue submitting your form. Please try again.") });
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg">Become a Sponsor</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Become a Sponsor</DialogTitle>
          <DialogDescription>Tell us about your company and we will get back to you.</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id="s-first" label="First name" error={errors.firstName?.message}>
              <Input {...register("firstName")} />
            </Field>
            <Field id="s-last" label="Last name" error={errors.lastName?.message}>
              <Input {...register("lastName")} />
            </Field>
          </div>
          <Field id="s-company" label="Company name" error={errors.companyName?.message}>
            <Input {...register("companyName")} />
          </Field>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id="s-email" label="Email" error={errors.email?.message}>
              <Input type="email" {...register("email")} />
            </Field>
            <Field id="s-phone" label="Phone" error={errors.phone?.message}>
              <Input type="tel" {...register("phone")} />
            </Field>
          </div>
          <div className="space-y-2">
            <Label htmlFor="s-tier">Sponsorship tier</Label>
            <Controller
              control={control}
              name="tier"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="s-tier" aria-invalid={errors.tier ? true : undefined}>
                    <SelectValue placeholder="Select a tier" />
                  </SelectTrigger>
                  <SelectContent>
                    {SPONSOR_TIERS.map((t) => (
                      <SelectItem key={t.id} value={t.id}>
                        {t.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
            {errors.tier && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.tier.message}
              </p>
            )}
          </div>
          <Field id="s-comments" label="Comments (optional)" error={errors.comments?.message}>
            <Textarea rows={3} {...register("comments")} />
          </Field>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? "Submitting..." : "Submit"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
