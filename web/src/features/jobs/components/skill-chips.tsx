import { Badge } from "@/components/ui/badge";

/** First 3 skills plus "+N more". */
export function SkillChips({ skills, max = 3 }: { skills: string[]; max?: number }) {
  const shown = skills.slice(0, max);
  const rest = skills.length - shown.length;
  return (
    <div className="flex flex-wrap gap-1">
      {shown.map((s) => (
        <Badge key={s} variant="secondary">
          {s}
        </Badge>
      ))}
      {rest > 0 && <Badge variant="outline">+{rest} more</Badge>}
    </div>
  );
}
