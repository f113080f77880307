import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { useUnlockSignIn } from "../api/unlock-sign-in";

/**
 * The page behind the "Resume signing in" link of the sign-in-paused mail: one button, no sign-in
 * (the token is signed and works once). Opening the page lifts nothing, so a mail scanner that
 * follows links does not use the token up.
 */
export function UnlockSignInPanel({ token }: { token: string | null }) {
  const unlock = useUnlockSignIn();
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle as="h1">Resume signing in</CardTitle>
        <CardDescription>
          Signing in to your account from new devices was paused after many failed attempts. If you asked for this link, lift the pause now.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!token ? (
          <p role="alert" className="text-destructive">
            This link is incomplete. Open the link from the mail again, or sign in from a device you used before.
          </p>
        ) : unlock.isSuccess ? (
          <>
            <p role="status">Signing in works again.</p>
            <Button asChild>
              <Link to={paths.login}>Log in</Link>
            </Button>
          </>
        ) : (
          <>
            {unlock.isError && (
              <p role="alert" className="text-destructive">
                {errorMessage(unlock.error, "Failed to resume signing in")}
              </p>
            )}
            <Button onClick={() => unlock.mutate(token)} disabled={unlock.isPending}>
              {unlock.isPending ? "Resuming..." : "Resume signing in"}
            </Button>
            <p className="text-sm text-muted-foreground">
              Not you? Your password kept the account safe; you can{" "}
              <Link to={paths.forgotPassword} className="text-primary hover:underline">
                choose a new password
              </Link>
              .
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
