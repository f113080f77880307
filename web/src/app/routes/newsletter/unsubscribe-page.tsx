import { useMutation } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { unsubscribeNewsletter } from "@/features/newsletter/api/subscribe";
import { errorMessage } from "@/lib/api-client";

/** The link page for unsubscribing (mail clients with one-click support POST to the API directly). */
export default function Component() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const leave = useMutation({ mutationFn: () => unsubscribeNewsletter(token) });
  return (
    <Page>
      <Card className="mx-auto max-w-lg">
        <CardHeader>
          <CardTitle as="h1">Unsubscribe from the newsletter</CardTitle>
          <CardDescription>You will no longer receive the AppSec Community newsletter.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {leave.isSuccess ? (
            <p role="status" className="text-sm">
              You have been unsubscribed. You can subscribe again at any time from the footer.
            </p>
          ) : (
            <>
              {leave.isError && (
                <p role="alert" className="text-sm text-destructive">
                  {errorMessage(leave.error, "This link is invalid or has already been used.")}
                </p>
              )}
              <Button variant="destructive" onClick={() => leave.mutate()} disabled={!token || leave.isPending}>
                Unsubscribe
              </Button>
            </>
          )}
          <p className="text-sm">
            <Link className="text-primary underline" to={paths.home}>
              Back to the home page
            </Link>
          </p>
        </CardContent>
      </Card>
    </Page>
  );
}
