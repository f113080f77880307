import { loginInputSchema, type LoginInput } from "@common/auth.schema";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { paths, safeRedirect } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { SocialButtons } from "./social-buttons";
import { useServerForm } from "@/lib/use-server-form";

/**
 * What a 429 at sign-in says (docs/decisions/055): when to try again, from the answer's Retry-After.
 * The same words whether the client or the account is limited (the answer never tells whether an
 * account exists), with the way in that still works during an account's pause.
 */
export function retryMessage(retryAfterSeconds: number | undefined, now = new Date()): string {
  if (!retryAfterSeconds) return "Too many sign-in attempts. Please wait a few minutes and try again.";
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const at = new Date(now.getTime() + retryAfterSeconds * 1000).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
  return `Too many sign-in attempts. Try again in ${minutes === 1 ? "1 minute" : `${minutes} minutes`} (at ${at}). A device you signed in with before can still sign in.`;
}

export function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const redirectTo = safeRedirect(params.get("redirect"));
  const [limited, setLimited] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useServerForm(loginInputSchema, {
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = async (values: LoginInput) => {
    const { error } = await authClient.signIn.email({ email: values.email, password: values.password });
    if (error?.status === 429) {
      setLimited(retryMessage((error as { retryAfter?: number }).retryAfter));
      return;
    }
    setLimited(null);
    // A refused account (suspended: until when and why; e-mail not verified) is told on the form, where it
    // stays readable, unlike a toast: the one error body's FORBIDDEN (docs/decisions/068).
    if (error?.status === 403) {
      setError("root.server", { type: "server", message: error.message || "Your account is suspended" });
      return;
    }
    if (error) {
      toast.error(error.message || "Failed to sign in");
      return;
    }
    // New identity: reset everything cached for the previous one (active queries refetch, the header included).
    await queryClient.resetQueries();
    navigate(redirectTo, { replace: true });
  };

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          Welcome Back
        </CardTitle>
        <CardDescription>Sign in to your AppSec Community account</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          {errors.root?.server && (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
              {errors.root.server.message}
            </p>
          )}
          <Field id="login-email" label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register("email")} />
          </Field>
          <Field id="login-password" label="Password" error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...register("password")} />
          </Field>
          <div className="text-right text-sm">
            <Link to={paths.forgotPassword} className="text-primary hover:underline">
              Forgot your password?
            </Link>
          </div>
          {limited && (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
              {limited}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? "Logging in..." : "Log in"}
          </Button>
        </form>
        <SocialButtons callbackURL={redirectTo} />
      </CardContent>
      <CardFooter className="justify-center text-sm">
        <span className="text-muted-foreground">Don't have an account?&nbsp;</span>
        <Link to={paths.join} className="font-medium text-primary hover:underline">
          Join now
        </Link>
      </CardFooter>
    </Card>
  );
}
