import { contactInputSchema, type ContactInput } from "@common/contact.schema";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { call, client, errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";

export function ContactForm() {
  const send = useMutation({ mutationFn: (v: ContactInput) => call(client.api.contact.$post({ json: v })) });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(contactInputSchema, {
    defaultValues: { name: "", email: "", subject: "", message: "" },
  });
  const onSubmit = async (v: ContactInput) => {
    try {
      await send.mutateAsync(v);
      toast.success("Your message has been sent! We'll be in touch soon.");
      reset();
    } catch (err) {
      applyServerErrors(err);
      toast.error(errorMessage(err, "Failed to send message. Please try again."));
    }
  };
  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Field id="contact-name" label="Name" error={errors.name?.message}>
          <Input autoComplete="name" {...register("name")} />
        </Field>
        <Field id="contact-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register("email")} />
        </Field>
      </div>
      <Field id="contact-subject" label="Subject" error={errors.subject?.message}>
        <Input {...register("subject")} />
      </Field>
      <Field id="contact-message" label="Message" error={errors.message?.message}>
        <Textarea rows={6} {...register("message")} />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
