import type { SuggestionDto } from "@common/matching.schema";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Loading } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { suggestionsQuery, useMatchApplication } from "../api/matching";

const PART_LABELS: Record<string, string> = {
  text: "Expertise",
  seniority: "Seniority",
  hours: "Shared hours",
  slots: "Free slots",
  load: "Load",
  rating: "Mentee ratings",
};

/**
 * Ranked mentors for one application with the reason behind every point (docs/decisions/033; the mentees'
 * ratings, which can also take points away, in 048); pick one or two.
 */
export function SuggestionsPanel({ applicationId, applicantName }: { applicationId: string; applicantName: string }) {
  const { data, isLoading, error } = useQuery(suggestionsQuery(applicationId));
  const [chosen, setChosen] = useState<string[]>([]);
  const match = useMatchApplication();
  if (isLoading) return <Loading text="Ranking mentors..." />;
  if (error || !data)
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(error, "Failed to load suggestions")}
      </p>
    );
  if (data.suggestions.length === 0) return <p className="text-sm text-muted-foreground">No mentor is accepting new mentees right now.</p>;
  const toggle = (id: string, on: boolean) => setChosen((c) => (on ? [...c, id].slice(-2) : c.filter((x) => x !== id)));
  const submit = async () => {
    try {
      await match.mutateAsync({ id: applicationId, mentorIds: chosen });
      toast.success(`${applicantName} was matched; both sides were introduced by mail`);
    } catch (err) {
      toast.error(errorMessage(err, "Failed to match the application"));
    }
  };
  return (
    <section aria-label={`Suggested mentors for ${applicantName}`} className="space-y-3">
      <ol className="space-y-3">
        {data.suggestions.map((s, i) => (
          <SuggestionRow
            key={s.mentorId}
            rank={i + 1}
            s={s}
            checked={chosen.includes(s.mentorId)}
            onChange={(on) => toggle(s.mentorId, on)}
          />
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void submit()} disabled={chosen.length === 0 || match.isPending}>
          {chosen.length === 2 ? "Match with both (mentee chooses)" : "Match"}
        </Button>
        <span className="text-sm text-muted-foreground">Choose one mentor, or two for the mentee to choose from.</span>
      </div>
    </section>
  );
}

function SuggestionRow({
  rank,
  s,
  checked,
  onChange,
}: {
  rank: number;
  s: SuggestionDto;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = `pick-${s.mentorId}`;
  // The most a mentor can score: the sum of the parts' maxima (100 for decision 033's five, 110 with the ratings).
  const max = s.parts.reduce((n, p) => n + p.max, 0);
  return (
    <li className="rounded-md border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex items-start gap-3">
          <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} className="mt-1" />
          <div>
            <label htmlFor={id} className="font-medium">
              {rank}. {s.fullName}
            </label>
            {s.title && <p className="text-sm text-muted-foreground">{s.title}</p>}
            <Link to={paths.mentor(s.mentorId)} className="text-sm underline">
              Profile
            </Link>
          </div>
        </div>
        <p className="text-lg font-semibold" aria-label={`Score ${s.score} of ${max}`}>
          {s.score}
          <span className="text-sm font-normal text-muted-foreground">/{max}</span>
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_3.5rem_1fr]">
        {s.parts.map((p) => (
          <div key={p.key} className="contents">
            <dt className="font-medium">{PART_LABELS[p.key]}</dt>
            <dd className="text-right tabular-nums text-muted-foreground">
              {p.points}/{p.max}
            </dd>
            <dd className="col-span-2 mb-1 break-words sm:col-span-1 sm:mb-0">{p.reason}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
