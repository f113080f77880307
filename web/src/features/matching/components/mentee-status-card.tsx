import { MATCH_STATUSES, type MatchStatus } from "@common/matching.schema";
import { AREAS } from "@common/mentorship.schema";
import { format } from "date-fns";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import { useMyApplication } from "../api/matching";

const STEP: Record<MatchStatus, string> = { received: "Received", matched: "Matched", connected: "Connected", closed: "Closed" };
const EXPLAIN: Record<MatchStatus, string> = {
  received: "The team is choosing a mentor for you, usually within 3–5 business days.",
  matched: "You have a mentor. Book a first session when it suits you.",
  connected: "Your first session is booked. Enjoy it!",
  closed: "This application is closed.",
};

/** The member's own mentee application: where it stands, their mentor and the booking link (docs/decisions/033). */
export function MenteeStatusCard() {
  const { data } = useMyApplication();
  const app = data?.application;
  if (!app) {
    if (!data) return null;
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            Mentorship
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <p>Looking for a mentor? Apply and the team will match you with one.</p>
          <Button asChild size="sm">
            <Link to={paths.mentorshipApply}>Apply for mentorship</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const current = MATCH_STATUSES.indexOf(app.status);
  return (
    <Card role="region" aria-label="My mentorship application">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          My mentorship application
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {AREAS.find((a) => a.value === app.areaOfInterest)?.label ?? app.areaOfInterest} · applied{" "}
          {format(new Date(app.createdAt), "MMM d, yyyy")}
        </p>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <ol aria-label="Application status" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {MATCH_STATUSES.map((s, i) => (
            <li
              key={s}
              aria-current={s === app.status ? "step" : undefined}
              className={cn(
                "rounded-md border px-3 py-2 text-center",
                s === app.status
                  ? "border-primary bg-primary text-primary-foreground font-semibold"
                  : i < current
                    ? "bg-muted"
                    : "text-muted-foreground",
              )}
            >
              {STEP[s]}
            </li>
          ))}
        </ol>
        <p>{EXPLAIN[app.status]}</p>
        {app.mentors.length > 0 && (
          <ul className="space-y-2" aria-label="Your mentors">
            {app.mentors.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
                <div>
                  <Link to={m.profilePath} className="font-medium underline">
                    {m.fullName}
                  </Link>
                  {m.title && <p className="text-muted-foreground">{m.title}</p>}
                  {/* Why the team proposed them, in one sentence (docs/decisions/083). */}
                  {m.why && <p className="mt-1 text-sm">Why this mentor: {m.why}</p>}
                </div>
                {app.status === "matched" && (
                  <Button asChild size="sm">
                    <Link to={m.bookingPath}>Book a session with {m.fullName}</Link>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
