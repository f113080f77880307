import { zodResolver } from "@hookform/resolvers/zod";
import { subscribeInputSchema, type SubscribeInput } from "@common/newsletter.schema";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useSubscribe, type NewsletterSource } from "../api/subscribe";

/** E-mail box that subscribes to the newsletter (footer, landing, podcasts, learning tools). */
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
  } = useForm<SubscribeInput>({ resolver: zodResolver(subscribeInputSchema), defaultValues: { email: "" } });

  const onSubmit = async ({ email }: SubscribeInput) => {
    try {
      await mutation.mutateAsync(email);
      toast.success("Thank you for subscribing! Please check your inbox and confirm your subscription.");
      reset();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) toast.info("You're already subscribed to our newsletter!");
      else toast.error("Failed to subscribe. Please try again.");
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className={cn("space-y-2", className)}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          placeholder="Enter your email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-error` : undefined}
          className={inputClassName}
          {...register("email")}
        />
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? "Subscribing..." : buttonLabel}
        </Button>
      </div>
      {errors.email && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {errors.email.message}
        </p>
      )}
    </form>
  );
}
