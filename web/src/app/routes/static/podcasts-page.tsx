import { Mic, Radio, Users } from "lucide-react";
import { Link } from "react-router";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { NewsletterForm } from "@/features/newsletter/components/newsletter-form";

const BLURBS = [
  {
    icon: Mic,
    title: "Practitioner interviews",
    text: "AppSec engineers on how they broke in, what their week looks like and what they would learn again.",
  },
  {
    icon: Radio,
    title: "Vulnerability deep dives",
    text: "One bug class per episode: root cause, real incidents and the fix that actually works.",
  },
  { icon: Users, title: "Community Q&A", text: "Your questions answered live by mentors, from resumes to threat models." },
];

export default function Component() {
  return (
    <Page title="Podcasts" description="The AppSec Community podcast is in production.">
      <Badge variant="outline" className="mb-6">
        Coming soon
      </Badge>
      <div className="mb-10 grid gap-4 md:grid-cols-3">
        {BLURBS.map((b) => (
          <Card key={b.title}>
            <CardHeader>
              <b.icon className="h-6 w-6 text-primary" aria-hidden="true" />
              <CardTitle>{b.title}</CardTitle>
            </CardHeader>
            <CardContent className="text-sm text-muted-foreground">{b.text}</CardContent>
          </Card>
        ))}
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Get Notified When We Launch</CardTitle>
          </CardHeader>
          <CardContent>
            <NewsletterForm source="podcasts" buttonLabel="Get Notified" />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Apply to Be a Guest</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3 text-sm text-muted-foreground">
            <p>Have a story about breaking into AppSec or a bug worth explaining? We would love to hear from you.</p>
            <div className="flex gap-2">
              <Button asChild>
                <Link to={paths.contact}>Apply to Be a Guest</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.contact}>Contact us</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    </Page>
  );
}
