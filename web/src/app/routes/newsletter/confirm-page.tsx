import { useMutation } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { confirmSubscription } from "@/features/newsletter/api/subscribe";
import { errorMessage } from "@/lib/api-client";

/**
 * Double opt-in. Confirming takes a click (not a page load), so a mail scanner that opens the link
 * does not subscribe anyone.
 */
export default function Component() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const confirm = useMutation({ mutationFn: () => confirmSubscription(token) });
  return (
    <Page>
      <Card className="mx-auto max-w-lg">
        <CardHeader>
          <CardTitle as="h1">Confirm your newsletter subscription</CardTitle>
          <CardDescription>One click and you will receive the AppSec Community newsletter.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {confirm.isSuccess ? (
            <p role="status" className="flex items-center gap-2 text-sm">
              <CheckCircle2 className="h-5 w-5 text-primary" aria-hidden="true" /> You're subscribed as {confirm.data.email}. Thank you!
            </p>
          ) : (
            <>
              {confirm.isError && (
                <p role="alert" className="text-sm text-destructive">
                  {errorMessage(confirm.error, "This link is invalid or has already been used.")}
                </p>
              )}
              <Button onClick={() => confirm.mutate()} disabled={!token || confirm.isPending}>
                Confirm subscription
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
