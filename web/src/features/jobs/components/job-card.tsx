import type { JobDto } from "@common/jobs.schema";
import { useFormatInstant } from "@/lib/dates";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { SkillChips } from "./skill-chips";

export function JobCard({ job, selected, sample, onSelect }: { job: JobDto; selected: boolean; sample?: boolean; onSelect: () => void }) {
  const formatInstant = useFormatInstant();
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      className={cn(
        "w-full cursor-pointer rounded-lg border p-4 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
        selected && "border-primary bg-accent",
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold">{job.title}</h2>
        <div className="flex shrink-0 gap-1">
          {sample && <Badge variant="outline">Sample</Badge>}
          {job.isContractorRequest && <Badge variant="secondary">Contractor</Badge>}
        </div>
      </div>
      <p className="mb-2 text-sm text-muted-foreground">
        {job.company ? `${job.company} · ${job.location}` : "Login to view company/location"}
      </p>
      <SkillChips skills={job.skills} />
      <p className="mt-2 text-xs text-muted-foreground">Added {formatInstant(job.datePosted, "MMM d, yyyy")}</p>
    </button>
  );
}
