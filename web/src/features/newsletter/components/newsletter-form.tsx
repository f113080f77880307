import { subscribeInputSchema, type SubscribeInput } from "@common/newsletter.schema";
import { useId } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import { cn } from "@/lib/utils";
import { useSubscribe, type NewsletterSource } from "../api/subscribe";

/**
 * E-mail box that subscribes to the newsletter (footer, landing, podcasts, learning tools). It is part
 * of every page, server-rendered and hydrated with it (docs/decisions/024), and follows the one form
 * pattern (docs/decisions/043): the server's schema validates it and the server's field message is
 * shown under the box. The box has no default value, so what was typed before the page hydrated is kept
 * (react-hook-form reads an uncontrolled field's value from the page when it registers it).
 */
export function NewsletterForm({
  source = "footer",
  buttonLabel = "Subscribe",
  className,
  inputClassName,
}: {
  source?: NewsletterSource;
  buttonLabel?: string;
  className?: string;
  inputClassName?: string;
}) {
  const id = useId();
  const mutation = useSubscribe(source);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
    applyServerErrors,
  } = useServerForm(subscribeInputSchema);
  const error = errors.email?.message;

  const onSubmit = async (values: SubscribeInput) => {
    try {
      await mutation.mutateAsync(values.email);
      toast.success("Thank you for subscribing! Please check your inbox and confirm your subscription.");
      reset({ email: "" });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) toast.info("You're already subscribed to our newsletter!");
      else if (!applyServerErrors(err)) toast.error("Failed to subscribe. Please try again.");
    }
  };

  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate className={cn("space-y-2", className)}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          placeholder="Enter your email"
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClassName}
          {...register("email")}
        />
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? "Subscribing..." : buttonLabel}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
