import { Award, Diamond, ExternalLink, Medal } from "lucide-react";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { SponsorDialog } from "@/features/sponsors/components/sponsor-dialog";

const TIERS = [
  {
    icon: Medal,
    name: "Silver Supporting Partners",
    perks: ["Logo on the sponsors page", "Thank-you post to the community", "One job post highlighted per month"],
  },
  {
    icon: Award,
    name: "Gold Strategic Partners",
    perks: ["Everything in Silver", "Logo on event pages", "Sponsor a workshop or AMA each quarter"],
  },
  {
    icon: Diamond,
    name: "Diamond Premier Partners",
    perks: ["Everything in Gold", "Headline sponsor of the yearly AppSec Day", "Co-created learning content"],
  },
];

export default function Component() {
  return (
    <Page title="Community Sponsors" description="Sponsors keep mentorship, events and learning resources free for everyone.">
      <section aria-labelledby="current" className="mb-10">
        <h2 id="current" className="mb-4 text-2xl font-semibold">
          Current partners
        </h2>
        <Card className="max-w-md">
          <CardHeader>
            <div className="flex items-center justify-between">
              <CardTitle>SecureCode Academy</CardTitle>
              <Badge variant="secondary">Silver</Badge>
            </div>
          </CardHeader>
          <CardContent className="space-y-3 text-sm">
            <p className="text-muted-foreground">Hands-on secure coding training for developers, supporting our free workshops.</p>
            <Button variant="outline" size="sm" asChild>
              <a href="https://example.com/securecode-academy" target="_blank" rel="noopener noreferrer">
                Visit website <ExternalLink />
              </a>
            </Button>
          </CardContent>
        </Card>
      </section>
      <section aria-labelledby="tiers" className="mb-10">
        <h2 id="tiers" className="mb-4 text-2xl font-semibold">
          Sponsorship tiers
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {TIERS.map((t) => (
            <Card key={t.name}>
              <CardHeader>
                <t.icon className="h-8 w-8 text-primary" aria-hidden="true" />
                <CardTitle>{t.name}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="list-disc space-y-1 pl-5 text-sm">
                  {t.perks.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>
      <div className="rounded-lg bg-accent p-8 text-center">
        <h2 className="mb-2 text-2xl font-semibold">Support the community</h2>
        <p className="mb-4 text-muted-foreground">
          Reach thousands of application-security practitioners and help newcomers into the field.
        </p>
        <SponsorDialog />
      </div>
    </Page>
  );
}
