import type { SavedSearchQuery } from "@common/alerts.schema";
import { isVerifiedContractor } from "@common/profiles.schema";
import { Filter } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "@/components/ui/toast";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useMe } from "@/lib/me";
import { jobFiltersFromParams, useJob, useJobs, type JobFilterState } from "@/features/jobs/api/get-jobs";
import { JobCard } from "@/features/jobs/components/job-card";
import { JobDetail } from "@/features/jobs/components/job-detail";
import { JobFilters } from "@/features/jobs/components/job-filters";
import { SAMPLE_JOBS } from "@/features/jobs/components/sample-jobs";
import { SaveSearchButton } from "@/features/alerts/components/save-search-button";
import { cn } from "@/lib/utils";

const KEYS = ["search", "skill", "location", "days", "contractor", "salary"] as const;
/** Below Tailwind's md breakpoint the list and the detail are stacked. */
const NARROW = "(max-width: 767px)";

/** The board's current term and filters, as a job alert saves them (docs/decisions/032-job-alerts.md). */
const savedSearchQuery = (f: JobFilterState): SavedSearchQuery => ({
  search: f.search.trim() || undefined,
  skill: f.skill || undefined,
  location: f.location || undefined,
  days: f.days === "7" || f.days === "14" || f.days === "30" ? f.days : ("all" as const),
  contractorOnly: f.contractorOnly,
});

function showDetail(section: HTMLElement | null) {
  section?.scrollIntoView({ block: "start" });
  section?.querySelector<HTMLElement>("[data-job-heading]")?.focus({ preventScroll: true });
}

export default function Component() {
  const [params, setParams] = useSearchParams();
  const { me } = useMe();
  const [showFilters, setShowFilters] = useState(false);
  const verified = me ? isVerifiedContractor({ plan: me.user.plan, isVerifiedContractor: me.profile.isVerifiedContractor }) : false;
  const filters: JobFilterState = jobFiltersFromParams(params, verified);
  const list = useJobs(filters);
  const { isLoading, isError } = list;
  const filtered = KEYS.some((k) => params.get(k) && params.get(k) !== "all");
  const useSamples = isError || (!isLoading && list.total === 0 && !filtered);
  const jobs = useSamples ? SAMPLE_JOBS : list.jobs;
  const selectedId = params.get("job");
  const inList = jobs.find((j) => j.id === selectedId) ?? null;
  // The list has no descriptions: a member's selected job comes with the detail request
  // (visitors are shown no description, so the card's data is the whole detail for them).
  const linked = useJob(selectedId, !useSamples && !isLoading && (Boolean(me) || !inList || Boolean(inList.publicDetails)));
  const selected = (linked.data?.job.id === selectedId ? linked.data.job : null) ?? inList ?? null;

  // The spec's one-time notice when the board falls back to the sample jobs.
  const warned = useRef(false);
  useEffect(() => {
    if (isError && !warned.current) {
      warned.current = true;
      toast.error("Failed to fetch jobs. Using sample data instead.");
    }
  }, [isError]);

  const update = (patch: Partial<JobFilterState>) => {
    const next = new URLSearchParams(params);
    const set = (k: string, v: string | boolean | undefined) => (v && v !== "all" ? next.set(k, String(v)) : next.delete(k));
    if ("search" in patch) set("search", patch.search);
    if ("skill" in patch) set("skill", patch.skill);
    if ("location" in patch) set("location", patch.location);
    if ("days" in patch) set("days", patch.days);
    if ("contractorOnly" in patch) set("contractor", patch.contractorOnly);
    if ("salaryAtLeast" in patch) set("salary", patch.salaryAtLeast);
    if ("salaryCurrency" in patch) set("currency", patch.salaryCurrency);
    setParams(next, { replace: true });
  };
  // On a phone the detail is stacked below the list: bring it into view and move focus to its
  // heading (screen-reader and keyboard users land on what they chose), once it has rendered.
  const detailRef = useRef<HTMLElement>(null);
  const revealDetail = useRef(false);
  useEffect(() => {
    if (!revealDetail.current || !selectedId) return;
    revealDetail.current = false;
    showDetail(detailRef.current);
  }, [selectedId]);

  const select = (id: string) => {
    if (!window.matchMedia(NARROW).matches) return void changeJob(id);
    if (id === selectedId) return showDetail(detailRef.current);
    revealDetail.current = true;
    changeJob(id);
  };
  const changeJob = (id: string) => {
    const next = new URLSearchParams(params);
    next.set("job", id);
    setParams(next, { replace: true });
  };
  const reset = () => setParams(new URLSearchParams(), { replace: true });

  return (
    <Page
      title="AppSec Job Board"
      description="Application-security roles shared by the community, reviewed before they are published."
      actions={
        <Button asChild>
          <Link to={paths.jobsSubmit}>Submit a Job</Link>
        </Button>
      }
    >
      <Button variant="outline" className="mb-4 md:hidden" onClick={() => setShowFilters((v) => !v)} aria-expanded={showFilters}>
        <Filter /> {showFilters ? "Hide Filters" : "Show Filters"}
      </Button>
      <div className={cn("mb-6 md:block", showFilters ? "block" : "hidden")}>
        <JobFilters value={filters} onChange={update} showContractorFilter={verified} signedIn={Boolean(me)} />
      </div>
      <div className="mb-4 flex justify-end">
        <SaveSearchButton query={savedSearchQuery(filters)} signedIn={Boolean(me)} />
      </div>
      <div className="grid gap-6 md:grid-cols-5">
        <section className="md:col-span-2" aria-label="Job list">
          <p className="mb-2 text-sm font-medium" aria-live="polite">
            {isLoading ? "Loading jobs..." : `${useSamples ? jobs.length : `${list.total}${list.totalCapped ? "+" : ""}`} jobs found`}
          </p>
          <div className="max-h-[600px] space-y-3 overflow-y-auto pr-1">
            {isLoading && Array.from({ length: 4 }).map((_, i) => <Skeleton key={i} className="h-28 w-full" />)}
            {!isLoading && jobs.length === 0 && (
              <div className="rounded-lg border p-8 text-center">
                <p className="mb-4 font-medium">No jobs found</p>
                <Button variant="outline" onClick={reset}>
                  Reset Filters
                </Button>
              </div>
            )}
            {jobs.map((job) => (
              <JobCard
                key={job.id}
                job={job}
                sample={Boolean(useSamples)}
                selected={job.id === selectedId}
                onSelect={() => select(job.id)}
              />
            ))}
            {!useSamples && list.hasMore && (
              <Button variant="outline" className="w-full" onClick={list.loadMore} disabled={list.loadingMore}>
                {list.loadingMore ? "Loading..." : "Load more jobs"}
              </Button>
            )}
          </div>
        </section>
        <section ref={detailRef} className="scroll-mt-20 md:col-span-3" aria-label="Job details">
          {selected ? (
            <JobDetail job={selected} signedIn={Boolean(me)} sample={Boolean(useSamples)} />
          ) : (
            <div className="flex h-64 items-center justify-center rounded-lg border border-dashed text-muted-foreground">
              Select a job to view details
            </div>
          )}
        </section>
      </div>
    </Page>
  );
}
