import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-client";
import { useUnsubscribe } from "../api/saved-searches";

/** The page behind a digest's "stop" link: one button, no sign-in (the token is signed). */
export function UnsubscribePanel({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribe();
  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader>
        <CardTitle as="h1">Stop these e-mails</CardTitle>
        <CardDescription>Turn off the job alert or digest this link came from.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!token ? (
          <p role="alert" className="text-destructive">
            This unsubscribe link is invalid.
          </p>
        ) : unsubscribe.isSuccess ? (
          <p role="status">{unsubscribe.data.what}</p>
        ) : (
          <>
            {unsubscribe.isError && (
              <p role="alert" className="text-destructive">
                {errorMessage(unsubscribe.error, "Failed to unsubscribe")}
              </p>
            )}
            <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
              {unsubscribe.isPending ? "Turning off..." : "Turn it off"}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
