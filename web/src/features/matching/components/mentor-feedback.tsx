import { format } from "date-fns";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading } from "@/components/ui/spinner";
import { useFeedbackSummary } from "../api/feedback";

/** The team's view of feedback after sessions: per-mentor averages and the latest notes (docs/decisions/040). */
export function MentorFeedback() {
  const { data, isLoading, isError } = useFeedbackSummary();
  return (
    <section className="space-y-4" aria-labelledby="mentor-feedback-title">
      <h2 id="mentor-feedback-title" className="text-xl font-semibold">
        Feedback after sessions
      </h2>
      <p className="text-sm text-muted-foreground">
        The average is of the mentees' ratings of each mentor. Notes are private unless a mentee chose to show theirs on the mentor's page.
      </p>
      {isLoading ? (
        <Loading text="Loading feedback..." />
      ) : isError || !data ? (
        <p role="alert" className="text-destructive">
          Failed to load the feedback
        </p>
      ) : data.mentors.length === 0 ? (
        <p className="text-muted-foreground">No feedback yet.</p>
      ) : (
        data.mentors.map((m) => (
          <Card key={m.mentorId}>
            <CardHeader>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <CardTitle as="h3" className="text-lg">
                  {m.mentorName}
                </CardTitle>
                <p className="text-sm" aria-label={`Average ${m.average ?? "none"} from ${m.ratings} mentee ratings`}>
                  <span className="text-2xl font-bold tabular-nums">{m.average === null ? "–" : m.average.toFixed(1)}</span>
                  <span className="text-muted-foreground">
                    {" "}
                    / 5 · {m.ratings === 1 ? "1 mentee rating" : `${m.ratings} mentee ratings`}
                  </span>
                </p>
              </div>
            </CardHeader>
            <CardContent>
              {m.comments.length === 0 ? (
                <p className="text-sm text-muted-foreground">No notes yet.</p>
              ) : (
                <ul className="space-y-3" aria-label={`Notes about sessions with ${m.mentorName}`}>
                  {m.comments.map((c, i) => (
                    <li key={i} className="border-t pt-3 text-sm first:border-t-0 first:pt-0">
                      <div className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground">
                        <span className="font-medium text-foreground">{c.authorName}</span>
                        <Badge variant="secondary">{c.role === "mentee" ? "Mentee" : "Mentor"}</Badge>
                        <span>{c.rating} / 5</span>
                        <time dateTime={c.at}>{format(new Date(c.at), "MMM d, yyyy")}</time>
                        {c.testimonial && <Badge variant="outline">Shown on the mentor's page</Badge>}
                      </div>
                      <p className="whitespace-pre-line break-words">{c.note}</p>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        ))
      )}
    </section>
  );
}
