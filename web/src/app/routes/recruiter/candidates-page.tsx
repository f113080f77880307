import type { CandidateDto } from "@common/candidates.schema";
import { Search } from "lucide-react";
import { useState } from "react";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Loading } from "@/components/ui/spinner";
import { CandidateCard } from "@/features/candidates/components/candidate-card";
import { CandidateContactDialog, CandidateProfileDialog } from "@/features/candidates/components/candidate-dialogs";
import { useRecruiterCandidateSearch } from "@/features/recruiter/api/recruiter";

export default function Component() {
  const [draft, setDraft] = useState("");
  const [q, setQ] = useState("");
  const { data, isFetching } = useRecruiterCandidateSearch(q);
  const [viewing, setViewing] = useState<CandidateDto | null>(null);
  const [contacting, setContacting] = useState<CandidateDto | null>(null);
  return (
    <Page title="Search Candidates" description="Find AppSec professionals who are open to work.">
      <form
        role="search"
        className="mb-6 flex flex-col gap-2 sm:flex-row"
        onSubmit={(e) => {
          e.preventDefault();
          const t = draft.trim();
          if (t) setQ(t); // a blank search is ignored
        }}
      >
        <div className="relative flex-1">
          <Search className="absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden="true" />
          <Input
            className="pl-9"
            aria-label="Search candidates"
            placeholder="Search by name, skills, or experience..."
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      {isFetching && <Loading text="Searching..." />}
      {data && q && (
        <div className="mb-4 flex items-center justify-between">
          <p className="text-sm text-muted-foreground">
            Found {data.candidates.length} {data.candidates.length === 1 ? "candidate" : "candidates"} matching "{q}"
          </p>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setQ("");
              setDraft("");
            }}
          >
            Clear results
          </Button>
        </div>
      )}
      {data && q && data.candidates.length === 0 && <p className="py-10 text-center text-muted-foreground">No candidates found</p>}
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {q &&
          data?.candidates.map((c) => (
            <CandidateCard key={c.id} c={c} signedIn onView={() => setViewing(c)} onContact={() => setContacting(c)} />
          ))}
      </div>
      <CandidateProfileDialog
        candidate={viewing}
        signedIn
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
