import { CalendarCheck, Handshake, MessageSquare, Search, Sprout, Star, Users } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Loading } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { mentorFilterOf, useMentors } from "@/features/mentorship/api/mentorship";
import { useHydrated } from "@/lib/use-hydrated";
import { MentorCard } from "@/features/mentorship/components/mentor-card";
import { useMe } from "@/lib/me";

const STEPS = [
  { icon: MessageSquare, title: "Apply", text: "Tell us where you are and where you want to go." },
  { icon: Handshake, title: "Match", text: "Pick a mentor whose expertise fits your goals." },
  { icon: CalendarCheck, title: "Connect", text: "Book a free 1:1 session at a time that suits you both." },
  { icon: Sprout, title: "Grow", text: "Leave with next steps, resources and a contact in the field." },
];
const BENEFITS = [
  "Career guidance from people doing the job today",
  "Feedback on your resume, projects and interview preparation",
  "A realistic learning plan for web, cloud or DevSecOps security",
  "Introductions to the wider community and its events",
];
const STORIES = [
  {
    name: "Priya S.",
    role: "Junior AppSec Engineer",
    image: "https://images.unsplash.com/photo-1494790108377-be9c29b29330?w=160&h=160&fit=crop",
    content:
      "Three sessions on threat modeling and code review gave me the confidence to apply. Two months later I had my first AppSec role.",
  },
  {
    name: "Marcus T.",
    role: "DevSecOps Engineer",
    image: "https://images.unsplash.com/photo-1500648767791-00dcc994a43e?w=160&h=160&fit=crop",
    content: "My mentor helped me turn my CI/CD experience into a security story. The mock interview was worth its weight in gold.",
  },
  {
    name: "Elena R.",
    role: "Security Analyst",
    image: "https://images.unsplash.com/photo-1438761681033-6461ffad8d80?w=160&h=160&fit=crop",
    content: "Switching careers felt impossible until someone mapped the path for me. Now I mentor others in the community.",
  },
];

/** How many expertise facets show before "All N areas". */
const FACETS_SHOWN = 8;

export default function Component() {
  const [params, setParams] = useSearchParams();
  const f = mentorFilterOf(params);
  const filter = f.q;
  const [draft, setDraft] = useState(filter);
  const { me } = useMe();
  const { mentors, facets, isLoading, isError, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useMentors(f);
  const update = (next: Partial<typeof f>) => {
    const merged = { ...f, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)), { replace: true });
  };
  const setFilter = (q: string) => update({ q });
  const myZone = useHydrated() ? Intl.DateTimeFormat().resolvedOptions().timeZone : "";
  const [allAreas, setAllAreas] = useState(false);
  // The most common areas first; the chosen one always stays visible.
  const shownFacets = allAreas ? facets : facets.filter((x, i) => i < FACETS_SHOWN || x.value.toLowerCase() === f.expertise.toLowerCase());

  return (
    <div>
      <section className="bg-gradient-to-b from-teal-50 to-background">
        <div className="mx-auto max-w-5xl px-4 py-14 text-center">
          <h1 className="mb-4 text-4xl font-bold md:text-5xl">Mentorship Program</h1>
          <p className="mx-auto mb-6 max-w-2xl text-lg text-muted-foreground">
            Free 1:1 mentorship from application-security practitioners, for anyone breaking into or growing in AppSec.
          </p>
          <Button size="lg" asChild>
            <Link to={paths.mentorshipApply}>Apply for Mentorship</Link>
          </Button>
        </div>
      </section>
      <Page>
        <section aria-labelledby="benefits" className="mb-12 grid gap-8 md:grid-cols-2">
          <div>
            <h2 id="benefits" className="mb-4 text-2xl font-bold">
              Why get a mentor?
            </h2>
            <ul className="space-y-2">
              {BENEFITS.map((b) => (
                <li key={b} className="flex gap-2">
                  <Users className="mt-1 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                  {b}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="mb-4 text-2xl font-bold">How it works</h2>
            <ol className="grid gap-3 sm:grid-cols-2">
              {STEPS.map((s, i) => (
                <li key={s.title} className="rounded-lg border p-4">
                  <s.icon className="mb-2 h-5 w-5 text-primary" aria-hidden="true" />
                  <p className="font-semibold">
                    {i + 1}. {s.title}
                  </p>
                  <p className="text-sm text-muted-foreground">{s.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section aria-labelledby="mentors" className="mb-12">
          <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
            <h2 id="mentors" className="text-2xl font-bold">
              Our mentors
            </h2>
            <form
              method="get"
              role="search"
              className="flex gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                setFilter(draft.trim());
              }}
            >
              <div className="relative">
                <Search className="absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden="true" />
                <Input
                  className="pl-9 md:w-72"
                  aria-label="Search mentors"
                  name="q"
                  placeholder="Name, title or expertise"
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                />
              </div>
              <Button type="submit">Search</Button>
            </form>
          </div>
          <div className="mb-4 space-y-3">
            {facets.length > 0 && (
              <div role="group" aria-label="Filter by expertise" className="flex flex-wrap gap-2">
                {shownFacets.map((x) => {
                  const on = f.expertise.toLowerCase() === x.value.toLowerCase();
                  return (
                    <Button
                      key={x.value}
                      size="sm"
                      variant={on ? "default" : "outline"}
                      aria-pressed={on}
                      onClick={() => update({ expertise: on ? "" : x.value })}
                    >
                      {x.value} <span className="opacity-70">({x.count})</span>
                    </Button>
                  );
                })}
                {facets.length > FACETS_SHOWN && (
                  <Button size="sm" variant="ghost" aria-expanded={allAreas} onClick={() => setAllAreas(!allAreas)}>
                    {allAreas ? "Fewer areas" : `All ${facets.length} areas`}
                  </Button>
                )}
              </div>
            )}
            {(myZone || f.overlap) && (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={Boolean(f.overlap)}
                  onChange={(e) => update({ overlap: e.target.checked ? myZone : "" })}
                />
                Only mentors whose working hours overlap mine{f.overlap || myZone ? ` (${f.overlap || myZone})` : ""}
              </label>
            )}
          </div>
          {isLoading ? (
            <Loading text="Loading mentors..." />
          ) : isError ? (
            <div role="alert" className="rounded-lg border p-8 text-center">
              <p className="mb-4 text-destructive">Error loading mentors: {error.message}</p>
              <Button onClick={() => window.location.reload()}>Try Again</Button>
            </div>
          ) : mentors.length === 0 ? (
            <div className="rounded-lg border p-8 text-center">
              <p className="mb-4 font-medium">No mentors found{filter ? ` matching "${filter}"` : ""}</p>
              {filter && (
                <Button
                  variant="outline"
                  onClick={() => {
                    setDraft("");
                    update({ q: "", expertise: "", overlap: "" });
                  }}
                >
                  View All Mentors
                </Button>
              )}
            </div>
          ) : (
            <>
              <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
                {mentors.map((m) => (
                  <MentorCard key={m.id} mentor={m} canBook={Boolean(me) && me?.user.id !== m.id} />
                ))}
              </div>
              <LoadMore query={{ hasNextPage, isFetchingNextPage, fetchNextPage }} label="Load more mentors" />
            </>
          )}
        </section>

        <section aria-labelledby="stories" className="mb-12">
          <h2 id="stories" className="mb-4 text-2xl font-bold">
            Success stories
          </h2>
          <div className="grid gap-4 md:grid-cols-3">
            {STORIES.map((s) => (
              <Card key={s.name}>
                <CardHeader className="flex flex-row items-center gap-3 space-y-0">
                  <img src={s.image} alt="" width={48} height={48} className="h-12 w-12 rounded-full object-cover" loading="lazy" />
                  <div>
                    <CardTitle className="text-base">{s.name}</CardTitle>
                    <p className="text-sm text-muted-foreground">{s.role}</p>
                  </div>
                </CardHeader>
                <CardContent className="space-y-2">
                  <div className="flex text-amber-500" role="img" aria-label="Rated 5 out of 5">
                    {Array.from({ length: 5 }).map((_, i) => (
                      <Star key={i} className="h-4 w-4 fill-current" aria-hidden="true" />
                    ))}
                  </div>
                  <p className="text-sm">“{s.content}”</p>
                </CardContent>
              </Card>
            ))}
          </div>
        </section>

        <section className="rounded-lg bg-primary p-8 text-center text-primary-foreground">
          <h2 className="mb-2 text-2xl font-bold">Ready to grow?</h2>
          <p className="mb-4 opacity-90">Applications are free and reviewed by our team within 3-5 business days.</p>
          <Button variant="secondary" size="lg" asChild>
            <Link to={paths.mentorshipApply}>Apply Now</Link>
          </Button>
        </section>
      </Page>
    </div>
  );
}
