import type { JobDto } from "@common/jobs.schema";
import { formatSalary } from "@common/salary";
import { Link } from "react-router";
import { useFormatInstant } from "@/lib/dates";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import { SkillChips } from "./skill-chips";

/**
 * A job on the board. Its title links to the job's own page (what crawlers, new tabs and a browser
 * without JavaScript follow); a plain click shows the job in the board's detail panel instead, as the
 * spec's list-and-detail board does. The whole card is the link's click area.
 */
export function JobCard({ job, selected, sample, onSelect }: { job: JobDto; selected: boolean; sample?: boolean; onSelect: () => void }) {
  const formatInstant = useFormatInstant();
  const onClick = (e: React.MouseEvent) => {
    // Open in a new tab/window as asked; otherwise select in the panel.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onSelect();
  };
  return (
    <article
      className={cn(
        "relative w-full rounded-lg border p-4 transition-colors hover:bg-accent has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-ring",
        selected && "border-primary bg-accent",
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold">
          <Link
            to={sample ? `${paths.jobs}?job=${job.id}` : paths.job(job.id)}
            onClick={onClick}
            aria-current={selected ? "true" : undefined}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {job.title}
          </Link>
        </h2>
        <div className="flex shrink-0 gap-1">
          {sample && <Badge variant="outline">Sample</Badge>}
          {job.isContractorRequest && <Badge variant="secondary">Contractor</Badge>}
        </div>
      </div>
      <p className="mb-2 text-sm text-muted-foreground">
        {job.company ? `${job.company} · ${job.location}` : "Login to view company/location"}
      </p>
      {formatSalary(job) && <p className="mb-2 text-sm font-medium">{formatSalary(job)}</p>}
      <SkillChips skills={job.skills} />
      <p className="mt-2 text-xs text-muted-foreground">Added {formatInstant(job.datePosted, "MMM d, yyyy")}</p>
    </article>
  );
}
