import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useSubscribe, type NewsletterSource } from "../api/subscribe";

/** The shared schema (zod) is loaded when the box is first used, not with every page. */
const loadSchema = () => import("@common/newsletter.schema");

/**
 * E-mail box that subscribes to the newsletter (footer, landing, podcasts, learning tools). It is part
 * of every page, server-rendered and hydrated with it (docs/decisions/024): a small form with no form
 * library, validated on submit by the same schema as the server's, the server's field message shown on
 * the box like useServerForm does. It is the one form outside useServerForm (docs/decisions/043): the
 * form library and zod in every page's initial JavaScript would take it over the bundle budget.
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
  const input = useRef<HTMLInputElement>(null);
  const mutation = useSubscribe(source);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const box = input.current;
    if (!box) return;
    const { subscribeInputSchema } = await loadSchema();
    const parsed = subscribeInputSchema.safeParse({ email: box.value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please enter a valid email address");
      box.focus();
      return;
    }
    setError(null);
    try {
      await mutation.mutateAsync(parsed.data.email);
      toast.success("Thank you for subscribing! Please check your inbox and confirm your subscription.");
      box.value = "";
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) toast.info("You're already subscribed to our newsletter!");
      else if (err instanceof ApiError && err.fields?.email) {
        setError(err.fields.email);
        box.focus();
      } else toast.error("Failed to subscribe. Please try again.");
    }
  };

  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate className={cn("space-y-2", className)}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        {/* Uncontrolled: what was typed before the page hydrated is kept. */}
        <Input
          ref={input}
          id={`${id}-email`}
          name="email"
          type="email"
          placeholder="Enter your email"
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClassName}
          onFocus={() => void loadSchema()}
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
