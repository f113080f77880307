import { resetPasswordInputSchema, type ResetPasswordInput } from "@common/auth.schema";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { useServerForm } from "@/lib/use-server-form";

export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  const invalid = params.get("error") === "INVALID_TOKEN" || !token;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useServerForm(resetPasswordInputSchema, {
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = async ({ password }: ResetPasswordInput) => {
    const { error } = await authClient.resetPassword({ newPassword: password, token: token! });
    if (error) {
      toast.error(error.message || "Failed to reset password");
      return;
    }
    toast.success("Your password has been changed. Please log in.");
    navigate(paths.login, { replace: true });
  };

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          Choose a new password
        </CardTitle>
        <CardDescription>Every other session of your account will be signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        {invalid ? (
          <p role="alert" className="text-sm text-destructive">
            This reset link is invalid or has expired. Please request a new one.
          </p>
        ) : (
          <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
            <Field id="reset-password" label="New password" error={errors.password?.message}>
              <Input type="password" autoComplete="new-password" {...register("password")} />
            </Field>
            <Field id="reset-confirmPassword" label="Confirm new password" error={errors.confirmPassword?.message}>
              <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
            </Field>
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? "Saving..." : "Set new password"}
            </Button>
          </form>
        )}
      </CardContent>
      <CardFooter className="justify-center text-sm">
        <Link to={paths.forgotPassword} className="text-primary hover:underline">
          Request a new link
        </Link>
      </CardFooter>
    </Card>
  );
}
