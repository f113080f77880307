import { registerInputSchema, type RegisterInput } from "@common/auth.schema";
import { useQueryClient } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { SocialButtons } from "./social-buttons";
import { useServerForm } from "@/lib/use-server-form";

export function JoinForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useServerForm(registerInputSchema, {
    defaultValues: { fullName: "", email: "", password: "", confirmPassword: "", title: "", company: "", agreeToTerms: false },
  });

  const onSubmit = async (values: RegisterInput) => {
    const { error } = await authClient.signUp.email({
      name: values.fullName,
      email: values.email,
      password: values.password,
      // stored on the profile by the server
      title: values.title || null,
      company: values.company || null,
    } as Parameters<typeof authClient.signUp.email>[0]);
    if (error) {
      toast.error(error.message || "An error occurred during sign up.");
      return;
    }
    toast.success("Registration successful! Please check your email for verification.");
    // Sign-up answers alike for new and existing addresses; signing in right after works where the
    // server does not require a verified e-mail first (the local default). Otherwise the toast stands.
    const signedIn = await authClient.signIn.email({ email: values.email, password: values.password });
    if (!signedIn.error) {
      await queryClient.resetQueries();
      navigate(paths.home, { replace: true });
    }
  };

  return (
    <Card className="w-full max-w-lg">
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl">
          Join the community
        </CardTitle>
        <CardDescription>Free mentorship, jobs and a friendly AppSec network</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          <Field id="join-fullName" label="Full name" error={errors.fullName?.message}>
            <Input autoComplete="name" {...register("fullName")} />
          </Field>
          <Field id="join-email" label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register("email")} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="join-password" label="Password" error={errors.password?.message}>
              <Input type="password" autoComplete="new-password" {...register("password")} />
            </Field>
            <Field id="join-confirmPassword" label="Confirm password" error={errors.confirmPassword?.message}>
              <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="join-title" label="Title (optional)" error={errors.title?.message}>
              <Input autoComplete="organization-title" {...register("title")} />
            </Field>
            <Field id="join-company" label="Company (optional)" error={errors.company?.message}>
              <Input autoComplete="organization" {...register("company")} />
            </Field>
          </div>
          <div className="space-y-2">
            <div className="flex items-center gap-2">
              <Controller
                control={control}
                name="agreeToTerms"
                render={({ field }) => (
                  <Checkbox
                    id="join-agreeToTerms"
                    checked={field.value}
                    onCheckedChange={(v) => field.onChange(v === true)}
                    aria-invalid={errors.agreeToTerms ? true : undefined}
                    aria-describedby={errors.agreeToTerms ? "join-agreeToTerms-error" : undefined}
                  />
                )}
              />
              <Label htmlFor="join-agreeToTerms" className="font-normal">
                I agree to the{" "}
                <Link to={paths.terms} className="text-primary underline">
                  terms and conditions
                </Link>
              </Label>
            </div>
            {errors.agreeToTerms && (
              <p id="join-agreeToTerms-error" role="alert" className="text-sm font-medium text-destructive">
                {errors.agreeToTerms.message}
              </p>
            )}
          </div>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? "Creating Account..." : "Create Account"}
          </Button>
        </form>
        <SocialButtons />
      </CardContent>
      <CardFooter className="justify-center text-sm">
        <span className="text-muted-foreground">Already a member?&nbsp;</span>
        <Link to={paths.login} className="font-medium text-primary hover:underline">
          Log in
        </Link>
      </CardFooter>
    </Card>
  );
}
