import { Download } from "lucide-react";
import { deleteAccountSchema, emailChangeSchema, type DeleteAccountInput, type EmailChangeInput } from "@common/account.schema";
import { DELETED_MEMBER } from "@common/deleted-member";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { authClient } from "@/lib/auth-client";
import { useServerForm } from "@/lib/use-server-form";
import { useProfileMutations } from "../api/profile";

export function PasswordResetCard({ email }: { email: string }) {
  const send = async () => {
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: `${window.location.origin}${paths.resetPassword}` });
    if (error) toast.error(error.status === 404 ? "Email address not found" : "Failed to send password reset email");
    else toast.success("Password reset email sent to your inbox!");
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Password</CardTitle>
        <CardDescription>We will e-mail a reset link to {email}.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={() => void send()}>Send password reset email</Button>
      </CardContent>
    </Card>
  );
}

/**
 * Changing the sign-in address: the current password, then a link mailed to the new address; nothing
 * changes until it is opened (docs/decisions/038).
 */
export function EmailChangeCard({ email }: { email: string }) {
  const { requestEmailChange } = useProfileMutations();
  const {
    register,
    handleSubmit,
    reset,
    applyServerErrors,
    formState: { errors, isSubmitting },
  } = useServerForm(emailChangeSchema, { defaultValues: { newEmail: "", password: "" } });
  const onSubmit = async (values: EmailChangeInput) => {
    try {
      await requestEmailChange.mutateAsync(values);
      reset();
      toast.success(`We sent a link to ${values.newEmail.trim()}. Open it, signed in, to confirm the change.`);
    } catch (err) {
      if (!applyServerErrors(err)) toast.error(errorMessage(err, "Failed to ask for the change"));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">E-mail address</CardTitle>
        <CardDescription>You sign in with {email}. We will mail a confirmation link to the new address and tell this one.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit(onSubmit)} noValidate method="post" className="max-w-md space-y-4">
          <Field id="email-change-new" label="New e-mail address" error={errors.newEmail?.message}>
            <Input type="email" autoComplete="email" {...register("newEmail")} />
          </Field>
          <Field id="email-change-password" label="Current password" error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...register("password")} />
          </Field>
          {errors.root?.server?.message && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.root.server.message}
            </p>
          )}
          <Button type="submit" disabled={isSubmitting}>
            Send confirmation link
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** The link mailed to the new address lands here (Settings, Security tab, with its token). */
export function EmailChangeConfirmCard({ token, onDone }: { token: string; onDone: () => void }) {
  const { confirmEmailChange } = useProfileMutations();
  const confirm = async () => {
    try {
      const { email } = await confirmEmailChange.mutateAsync(token);
      toast.success(`You now sign in with ${email}`);
      onDone();
    } catch (err) {
      toast.error(errorMessage(err, "Failed to confirm the new address"));
    }
  };
  return (
    <Card className="border-primary">
      <CardHeader>
        <CardTitle as="h2">Confirm your new address</CardTitle>
        <CardDescription>From now on you will sign in with the address this link was sent to.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={() => void confirm()} disabled={confirmEmailChange.isPending}>
          Confirm my new address
        </Button>
      </CardContent>
    </Card>
  );
}

export function DeleteAccountCard() {
  const { deleteAccount } = useProfileMutations();
  const {
    register,
    handleSubmit,
    applyServerErrors,
    formState: { errors, isSubmitting },
  } = useServerForm(deleteAccountSchema, { defaultValues: { password: "" } });
  const onDelete = async (values: DeleteAccountInput) => {
    if (!window.confirm("Are you sure you want to delete your account? This action cannot be undone.")) return;
    try {
      await deleteAccount.mutateAsync(values);
      toast.success("Your account has been deleted");
      window.location.assign("/");
    } catch (err) {
      if (!applyServerErrors(err)) toast.error(errorMessage(err, "Failed to delete account"));
    }
  };
  return (
    <Card className="border-destructive">
      <CardHeader>
        <CardTitle as="h2">Delete account</CardTitle>
        <CardDescription>
          Removes your account, profile, files, interests and event registrations (your seats go to the waitlists). Your coming mentorship
          sessions are cancelled and the other person told. Past sessions, ratings, published articles and comments stay, shown as "
          {DELETED_MEMBER}".
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit(onDelete)} noValidate method="post" className="max-w-md space-y-4">
          <Field id="delete-account-password" label="Current password" error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...register("password")} />
          </Field>
          {errors.root?.server?.message && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.root.server.message}
            </p>
          )}
          <Button type="submit" variant="destructive" disabled={isSubmitting || deleteAccount.isPending}>
            Delete my account
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** "Download my data": a plain download link; the browser sends the session cookie. */
export function DownloadDataCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Download my data</CardTitle>
        <CardDescription>
          A JSON file with your profile, articles, comments, bookings, event registrations and applications.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <a href="/api/account/export" download>
            <Download /> Download my data
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
