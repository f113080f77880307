import { pageWindow, type CandidateCardDto } from "@common/candidates.schema";
import { Search } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useMe } from "@/lib/me";
import { candidatesParams, useCandidates } from "@/features/candidates/api/get-candidates";
import { CandidateCard } from "@/features/candidates/components/candidate-card";
import { CandidateContactDialog, CandidateDetailDialog } from "@/features/candidates/components/candidate-dialogs";

export default function Component() {
  const [params, setParams] = useSearchParams();
  const { q, page } = candidatesParams(params);
  const [draft, setDraft] = useState(q);
  const { me } = useMe();
  const { data, isLoading } = useCandidates(q, page);
  const [viewing, setViewing] = useState<CandidateCardDto | null>(null);
  const [contacting, setContacting] = useState<CandidateCardDto | null>(null);
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const go = (next: { q?: string; page?: number }) => {
    const p = new URLSearchParams();
    const nq = next.q ?? q;
    if (nq) p.set("q", nq);
    if ((next.page ?? 1) > 1) p.set("page", String(next.page));
    setParams(p);
  };

  return (
    <Page title="Find Candidates" description="AppSec community members who are open to work.">
      <form
        method="get"
        role="search"
        className="mb-4 flex flex-col gap-2 sm:flex-row"
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: draft.trim(), page: 1 });
        }}
      >
        <div className="relative flex-1">
          <Search className="absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden="true" />
          <Input
            className="pl-9"
            aria-label="Search candidates"
            name="q"
            placeholder="Search by name, title, skills or bio"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <Button type="submit">Search</Button>
        {q && (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDraft("");
              go({ q: "", page: 1 });
            }}
          >
            Clear search
          </Button>
        )}
      </form>
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
          {q ? "Try adjusting your search terms..." : "There are no candidates marked as 'open to work' at the moment"}
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
