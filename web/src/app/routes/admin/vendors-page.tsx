import { AdminNav } from "@/components/layout/admin-nav";
import { Page } from "@/components/layout/page";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export default function Component() {
  return (
    <Page>
      <AdminNav />
      <Card className="mx-auto max-w-xl text-center">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Feature Removed
          </CardTitle>
        </CardHeader>
        <CardContent className="text-muted-foreground">
          The third-party service partnership program is no longer available. Please contact the administrator if you have questions.
        </CardContent>
      </Card>
    </Page>
  );
}
