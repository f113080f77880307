import { ArrowRight, Briefcase, CalendarDays, GraduationCap, MessageCircle, Newspaper, Users } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DISCORD_URL, paths } from "@/config/paths";
import { NewsletterForm } from "@/features/newsletter/components/newsletter-form";

// The landing page is part of the entry (no second round trip before `/` paints); its newsletter
// form (react-hook-form, zod) is below the fold and loads afterwards.

const AUDIENCE = [
  { title: "Aspiring AppSec engineers", text: "Developers and testers who want a clear path into application security." },
  { title: "Career switchers", text: "People from IT, QA, networking or elsewhere who want guidance from practitioners." },
  { title: "Hiring managers", text: "Teams looking for motivated AppSec talent and a place to post roles." },
  { title: "Senior practitioners", text: "Experienced engineers who want to give back as mentors and speakers." },
];

const FEATURES = [
  { icon: GraduationCap, title: "Free mentorship", text: "Book 1:1 sessions with working AppSec engineers.", to: paths.mentorship },
  { icon: Briefcase, title: "Job board", text: "Hand-picked application-security roles, reviewed before publishing.", to: paths.jobs },
  { icon: CalendarDays, title: "Events", text: "Workshops, AMAs and meetups, online and in person.", to: paths.events },
  { icon: Newspaper, title: "Blog", text: "Write-ups, roadmaps and lessons learned from the community.", to: paths.blog },
  { icon: Users, title: "Candidates", text: "A directory of members open to work.", to: paths.candidates },
  { icon: MessageCircle, title: "Chat community", text: "Ask questions and share wins on Discord.", to: DISCORD_URL },
];

const CLAIMS = [
  { value: "100+", label: "active members" },
  { value: "35+", label: "mentor matches" },
  { value: "200+", label: "jobs shared" },
];

export default function Component() {
  return (
    <div>
      <section className="bg-gradient-to-b from-teal-50 to-background">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-16 text-center md:py-24">
          <h1 className="text-4xl font-extrabold tracking-tight md:text-6xl">Break Into AppSec. Grow With Us.</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            A free community for people who build and break software securely: mentorship from practitioners, a curated job board, events
            and a place to learn in public.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" asChild>
              <a href={paths.join} target="_blank" rel="noopener noreferrer">
                Join the Community <ArrowRight />
              </a>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to={paths.mentorship}>Find a Mentor</Link>
            </Button>
          </div>
          <dl className="mt-6 grid w-full max-w-2xl grid-cols-3 gap-4">
            {CLAIMS.map((c) => (
              <div key={c.label} className="rounded-lg border bg-background p-4">
                <dt className="text-sm text-muted-foreground">{c.label}</dt>
                <dd className="text-2xl font-bold text-primary md:text-3xl">{c.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="mx-auto max-w-5xl px-4 py-16" aria-labelledby="mission">
        <h2 id="mission" className="mb-4 text-3xl font-bold">
          Our mission
        </h2>
        <p className="text-lg text-muted-foreground">
          Application security is one of the hardest fields to break into: few junior roles, lots of jargon, and knowledge spread across
          conference talks and private chats. We connect newcomers with people already doing the job, share every opportunity we find, and
          keep it free.
        </p>
      </section>

      <section className="bg-slate-50 py-16" aria-labelledby="who">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="who" className="mb-8 text-3xl font-bold">
            Who it is for
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {AUDIENCE.map((a) => (
              <Card key={a.title}>
                <CardHeader>
                  <CardTitle className="text-lg">{a.title}</CardTitle>
                </CardHeader>
                <CardContent className="text-sm text-muted-foreground">{a.text}</CardContent>
              </Card>
            ))}
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="features">
        <h2 id="features" className="mb-8 text-3xl font-bold">
          What you get
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((f) => {
            const external = f.to.startsWith("http");
            const body = (
              <Card className="h-full transition-shadow hover:shadow-md">
                <CardHeader className="flex flex-row items-center gap-3 space-y-0">
                  <f.icon className="h-6 w-6 text-primary" aria-hidden="true" />
                  <CardTitle className="text-lg">{f.title}</CardTitle>
                </CardHeader>
                <CardContent className="text-sm text-muted-foreground">{f.text}</CardContent>
              </Card>
            );
            return external ? (
              <a key={f.title} href={f.to} target="_blank" rel="noopener noreferrer">
                {body}
              </a>
            ) : (
              <Link key={f.title} to={f.to}>
                {body}
              </Link>
            );
          })}
        </div>
      </section>

      <section className="bg-primary py-16 text-primary-foreground" aria-labelledby="involved">
        <div className="mx-auto max-w-5xl px-4 text-center">
          <h2 id="involved" className="mb-4 text-3xl font-bold">
            Get involved
          </h2>
          <p className="mb-8 text-lg opacity-90">Chat with us, find a mentor, or share a role with the community.</p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" variant="secondary" asChild>
              <a href={DISCORD_URL} target="_blank" rel="noopener noreferrer">
                Join our Discord
              </a>
            </Button>
            <Button size="lg" variant="secondary" asChild>
              <Link to={paths.mentorship}>Explore Mentorship</Link>
            </Button>
            <Button size="lg" variant="secondary" asChild>
              <Link to={paths.jobsSubmit}>Post a Job</Link>
            </Button>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="updates">
        <h2 id="updates" className="mb-2 text-3xl font-bold">
          Stay updated
        </h2>
        <p className="mb-6 text-muted-foreground">New mentors, events and jobs in your inbox. No spam, unsubscribe any time.</p>
        <NewsletterForm source="landing" buttonLabel="Keep me posted" className="text-left" />
      </section>
    </div>
  );
}
