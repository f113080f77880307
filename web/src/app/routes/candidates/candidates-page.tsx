import { pageWindow, type CandidateCardDto } from "@common/candidates.schema";
import { hasCapability } from "@common/roles";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useMe } from "@/lib/me";
import { candidatesParams, candidatesSearch, useCandidates, type CandidatesParams } from "@/features/candidates/api/get-candidates";
import { CandidateCard } from "@/features/candidates/components/candidate-card";
import { CandidateFilters } from "@/features/candidates/components/candidate-filters";
import { SaveCandidateSearch } from "@/features/candidates/components/save-candidate-search";
import { CandidateContactDialog, CandidateDetailDialog } from "@/features/candidates/components/candidate-dialogs";

export default function Component() {
  const [params, setParams] = useSearchParams();
  const current = candidatesParams(params);
  const { q, page } = current;
  const { me } = useMe();
  const { data, isLoading } = useCandidates(current);
  const [viewing, setViewing] = useState<CandidateCardDto | null>(null);
  const [contacting, setContacting] = useState<CandidateCardDto | null>(null);
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const filtered = current.skill.length > 0 || Boolean(current.location) || Boolean(current.experience) || Boolean(current.availability);
  // A new search or filter starts at page 1.
  const go = (next: Partial<CandidatesParams>) => setParams(candidatesSearch({ ...current, page: 1, ...next }));

  return (
    <Page title="Find Candidates" description="AppSec community members who are open to work.">
      <CandidateFilters value={current} facets={data?.facets} onApply={(next) => go(next)} />
      {(q || filtered) && (
        <div className="mb-4">
          <Button variant="outline" size="sm" onClick={() => go({ q: "", skill: [], location: "", experience: "", availability: "" })}>
            Clear search
          </Button>
        </div>
      )}
      {me && hasCapability(me.user, "recruiter", "admin") && <SaveCandidateSearch value={current} />}
      {data?.didYouMean && (
        <p className="mb-4 text-sm">
          Did you mean{" "}
          <Link className="font-medium underline" to={`?${candidatesSearch({ ...current, q: data.didYouMean, page: 1 }).toString()}`}>
            {data.didYouMean}
          </Link>
          ?
        </p>
      )}
      {data && (
        <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
          Showing {data.candidates.length} of {data.total}
          {data.totalCapped ? "+" : ""} candidates
        </p>
      )}
      {isLoading ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }).map((_, i) => (
            <Skeleton key={i} className="h-48" />
          ))}
        </div>
      ) : data && data.candidates.length === 0 ? (
        <div className="rounded-lg border p-10 text-center text-muted-foreground">
          {q || filtered ? "Try adjusting your search terms..." : "There are no candidates marked as 'open to work' at the moment"}
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {data?.candidates.map((c) => (
            <CandidateCard key={c.id} c={c} signedIn={Boolean(me)} onView={() => setViewing(c)} onContact={() => setContacting(c)} />
          ))}
        </div>
      )}
      {data && totalPages > 1 && (
        <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-1">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            Previous
          </Button>
          {pageWindow(page, totalPages).map((n) => (
            <Button
              key={n}
              size="sm"
              variant={n === page ? "default" : "outline"}
              aria-current={n === page ? "page" : undefined}
              onClick={() => go({ page: n })}
            >
              {n}
            </Button>
          ))}
          <Button variant="outline" size="sm" disabled={page >= totalPages && !data.hasMore} onClick={() => go({ page: page + 1 })}>
            Next
          </Button>
        </nav>
      )}
      <CandidateDetailDialog
        card={viewing}
        signedIn={Boolean(me)}
        onClose={() => setViewing(null)}
        onContact={(c) => {
          setViewing(null);
          setContacting(c);
        }}
      />
      <CandidateContactDialog candidate={contacting} onClose={() => setContacting(null)} />
    </Page>
  );
}
