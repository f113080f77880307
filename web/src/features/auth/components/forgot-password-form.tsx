import { forgotPasswordInputSchema, type ForgotPasswordInput } from "@common/auth.schema";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { useServerForm } from "@/lib/use-server-form";

export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useServerForm(forgotPasswordInputSchema, {
    defaultValues: { email: "" },
  });

  const onSubmit = async ({ email }: ForgotPasswordInput) => {
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: `${window.location.origin}${paths.resetPassword}` });
    if (error) {
      toast.error(error.message || "Failed to send password reset email");
      return;
    }
    setSentTo(email);
  };

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          Reset your password
        </CardTitle>
        <CardDescription>We will e-mail you a link to choose a new password.</CardDescription>
      </CardHeader>
      <CardContent>
        {sentTo ? (
          <p role="status" className="rounded-md bg-accent p-4 text-sm text-accent-foreground">
            If an account exists for {sentTo}, a password reset link is on its way. The link expires in one hour.
          </p>
        ) : (
          <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
            <Field id="forgot-email" label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...register("email")} />
            </Field>
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? "Sending..." : "Send reset link"}
            </Button>
          </form>
        )}
      </CardContent>
      <CardFooter className="justify-center text-sm">
        <Link to={paths.login} className="text-primary hover:underline">
          Back to login
        </Link>
      </CardFooter>
    </Card>
  );
}
