import { Link } from "react-router";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { paths } from "@/config/paths";

const TEAM = [
  {
    name: "Jordan Ellis",
    role: "Founder & Community Lead",
    image: "https://images.unsplash.com/photo-1507003211169-0a1dd7228f2d?w=240&h=240&fit=crop",
    bio: "AppSec engineer for twelve years, from pentesting banks to building product security teams. Started the community after mentoring dozens of career switchers one coffee at a time.",
    linkedin: "https://www.linkedin.com/",
    github: "https://github.com/",
  },
  {
    name: "Samira Haddad",
    role: "Co-founder & Mentorship Program Lead",
    image: "https://images.unsplash.com/photo-1573496359142-b8d87734a5a2?w=240&h=240&fit=crop",
    bio: "Security architect and long-time OWASP chapter leader. Runs the mentor matching, reviews every mentor application and hosts the monthly AMA.",
    linkedin: "https://www.linkedin.com/",
    github: "https://github.com/",
  },
];

export default function Component() {
  return (
    <Page title="About Us" description="A free, volunteer-run community helping people break into and grow in application security.">
      <Tabs defaultValue="team">
        <TabsList>
          <TabsTrigger value="team">Core Team</TabsTrigger>
        </TabsList>
        <TabsContent value="team">
          <div className="grid gap-6 md:grid-cols-2">
            {TEAM.map((m) => (
              <Card key={m.name}>
                <CardHeader className="flex flex-row items-center gap-4 space-y-0">
                  <img
                    src={m.image}
                    alt={`Portrait of ${m.name}`}
                    width={80}
                    height={80}
                    className="h-20 w-20 rounded-full object-cover"
                    loading="lazy"
                  />
                  <div>
                    <CardTitle as="h2">{m.name}</CardTitle>
                    <p className="text-sm text-muted-foreground">{m.role}</p>
                  </div>
                </CardHeader>
                <CardContent className="space-y-3">
                  <p className="text-sm">{m.bio}</p>
                  <div className="flex gap-3">
                    <a
                      className="text-sm text-primary underline"
                      href={m.linkedin}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${m.name} on LinkedIn`}
                    >
                      LinkedIn
                    </a>
                    <a
                      className="text-sm text-primary underline"
                      href={m.github}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${m.name} on GitHub`}
                    >
                      GitHub
                    </a>
                  </div>
                </CardContent>
              </Card>
            ))}
          </div>
        </TabsContent>
      </Tabs>
      <section className="mt-12 rounded-lg bg-accent p-8 text-center">
        <h2 className="mb-2 text-2xl font-semibold">Join Our Community</h2>
        <p className="mb-4 text-muted-foreground">Find a mentor, or tell us how you would like to help.</p>
        <div className="flex flex-col justify-center gap-2 sm:flex-row">
          <Button asChild>
            <Link to={paths.mentorshipApply}>Apply for Mentorship</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.contact}>Contact Us</Link>
          </Button>
        </div>
      </section>
    </Page>
  );
}
