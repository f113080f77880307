import { BookOpen, Bug, Code2, FlaskConical, ListChecks, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { NewsletterForm } from "@/features/newsletter/components/newsletter-form";

const FEATURES = [
  { icon: FlaskConical, title: "Hands-on labs", text: "Vulnerable apps to exploit and then fix, in your browser." },
  { icon: Code2, title: "Secure code review drills", text: "Short snippets in popular languages: find the bug, propose the patch." },
  { icon: ShieldCheck, title: "Threat modeling kits", text: "Templates and worked examples with STRIDE and data-flow diagrams." },
  { icon: Bug, title: "Bug bounty starter", text: "Recon checklists and report templates for your first findings." },
  { icon: ListChecks, title: "Interview prep", text: "Question banks used by hiring managers in the community." },
  { icon: BookOpen, title: "Curated reading", text: "The best free books, talks and papers, organised by level." },
];

export default function Component() {
  return (
    <Page title="Free Learning Tools" description="Free, practical tools to learn application security by doing.">
      <Badge variant="outline" className="mb-6">
        Coming soon
      </Badge>
      <div className="mb-10 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((f) => (
          <Card key={f.title}>
            <CardHeader>
              <f.icon className="h-6 w-6 text-primary" aria-hidden="true" />
              <CardTitle>{f.title}</CardTitle>
            </CardHeader>
            <CardContent className="text-sm text-muted-foreground">{f.text}</CardContent>
          </Card>
        ))}
      </div>
      <div className="mb-10 grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">For beginners</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              <li>HTTP and the browser security model</li>
              <li>OWASP Top 10 with guided labs</li>
              <li>Your first secure code review</li>
              <li>Setting up Burp Suite or OWASP ZAP</li>
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">For experienced people</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              <li>Threat modeling at scale</li>
              <li>Writing custom Semgrep and CodeQL rules</li>
              <li>Building a security champions program</li>
              <li>Supply-chain and CI/CD hardening</li>
            </ul>
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Get Early Access</CardTitle>
          </CardHeader>
          <CardContent>
            <NewsletterForm source="learning-tools" buttonLabel="Get Early Access" />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Shape the tools</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to={paths.contact}>Request Specific Tools</Link>
            </Button>
            <Button asChild>
              <Link to={paths.contact}>Contribute Learning Content</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </Page>
  );
}
