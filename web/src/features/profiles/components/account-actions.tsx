import { Download } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
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

export function DeleteAccountCard() {
  const { deleteAccount } = useProfileMutations();
  const onDelete = async () => {
    if (!window.confirm("Are you sure you want to delete your account? This action cannot be undone.")) return;
    try {
      await deleteAccount.mutateAsync();
      toast.success("Your account has been deleted");
      window.location.assign("/");
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "Failed to delete account");
    }
  };
  return (
    <Card className="border-destructive">
      <CardHeader>
        <CardTitle as="h2">Delete account</CardTitle>
        <CardDescription>
          Removes your account, profile, files, sessions, bookings, interests and event registrations. Your articles and comments stay,
          shown as written by "Deleted user".
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => void onDelete()} disabled={deleteAccount.isPending}>
          Delete my account
        </Button>
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
