import { DATE_FILTERS } from "@common/jobs.schema";
import { SALARY_CURRENCY_CODES } from "@common/salary";
import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { JobFilterState } from "../api/get-jobs";
import { useJobFilters } from "../api/get-jobs";
import { OptionSelect } from "./option-select";

/** Typing pauses this long before the board searches (one request per pause, not per keystroke). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box keeps what is typed and reports it once typing pauses. When the page's value changes
 * from outside (Reset Filters, back/forward), the box follows it.
 */
function DebouncedSearch({ value, onChange, placeholder }: { value: string; onChange: (v: string) => void; placeholder: string }) {
  const [draft, setDraft] = useState(value);
  const [outside, setOutside] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  if (value !== outside) {
    setOutside(value);
    setDraft(value);
  }
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return (
    <Input
      id="job-search"
      name="search"
      className="pl-9"
      placeholder={placeholder}
      value={draft}
      onChange={(e) => {
        const next = e.target.value;
        setDraft(next);
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          timer.current = null;
          if (next !== value) onChange(next);
        }, SEARCH_DEBOUNCE_MS);
      }}
    />
  );
}

/** The yearly amount: applied when the field is left or Enter is pressed (not on each keystroke). */
function SalaryAtLeast({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [outside, setOutside] = useState(value);
  if (value !== outside) {
    setOutside(value);
    setDraft(value);
  }
  return (
    <Input
      id="job-salary"
      name="salary"
      type="number"
      inputMode="numeric"
      min={1}
      step={1000}
      placeholder="e.g. 60000"
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => draft.trim() !== value && onChange(draft.trim())}
    />
  );
}

export function JobFilters({
  value,
  onChange,
  showContractorFilter,
  signedIn,
}: {
  value: JobFilterState;
  onChange: (patch: Partial<JobFilterState>) => void;
  showContractorFilter: boolean;
  /** Visitors search titles only and have no location filter: those fields are hidden from them. */
  signedIn: boolean;
}) {
  const { data } = useJobFilters();
  return (
    // A GET form: a search typed before the app's JavaScript runs (or without it) loads /jobs?search=…,
    // which the server renders; the other filters in force ride along as hidden fields.
    <form
      method="get"
      className="grid gap-4 rounded-lg border p-4 md:grid-cols-2 lg:grid-cols-4"
      role="search"
      aria-label="Job filters"
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        const search = form.get("search");
        if (typeof search === "string" && search !== value.search) onChange({ search });
        const salary = form.get("salary");
        if (typeof salary === "string" && salary.trim() !== (value.salaryAtLeast ?? "")) onChange({ salaryAtLeast: salary.trim() });
      }}
    >
      {value.skill && <input type="hidden" name="skill" value={value.skill} />}
      {signedIn && value.location && <input type="hidden" name="location" value={value.location} />}
      {value.days && value.days !== "all" && <input type="hidden" name="days" value={value.days} />}
      {value.contractorOnly && <input type="hidden" name="contractor" value="true" />}
      {value.salaryCurrency && <input type="hidden" name="currency" value={value.salaryCurrency} />}
      <div className="space-y-2">
        <Label htmlFor="job-search">Search</Label>
        <div className="relative">
          <Search className="absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden="true" />
          <DebouncedSearch
            value={value.search}
            onChange={(search) => onChange({ search })}
            placeholder={signedIn ? "Title, company, skill or description" : "Job title or skill"}
          />
        </div>
      </div>
      <OptionSelect
        id="job-skill"
        label="Skills"
        noneLabel="All skills"
        value={value.skill}
        onChange={(v) => onChange({ skill: v ?? "" })}
        options={data?.skills ?? []}
      />
      {signedIn && (
        <OptionSelect
          id="job-location"
          label="Location"
          noneLabel="All locations"
          value={value.location}
          onChange={(v) => onChange({ location: v ?? "" })}
          options={data?.locations ?? []}
        />
      )}
      <div className="space-y-2">
        <Label htmlFor="job-days">Date added</Label>
        <Select value={value.days || "all"} onValueChange={(v) => onChange({ days: v })}>
          <SelectTrigger id="job-days">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {DATE_FILTERS.map((d) => (
              <SelectItem key={d.value} value={d.value}>
                {d.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-2">
        <Label htmlFor="job-salary">Salary at least (a year)</Label>
        <SalaryAtLeast value={value.salaryAtLeast ?? ""} onChange={(salaryAtLeast) => onChange({ salaryAtLeast })} />
      </div>
      <OptionSelect
        id="job-salary-currency"
        label="Salary currency"
        noneLabel="EUR"
        value={value.salaryCurrency || null}
        onChange={(v) => onChange({ salaryCurrency: v && v !== "EUR" ? v : "" })}
        options={SALARY_CURRENCY_CODES.filter((c) => c !== "EUR")}
      />
      {showContractorFilter && (
        <div className="flex items-center gap-2 md:col-span-2 lg:col-span-4">
          <Checkbox id="job-contractor" checked={value.contractorOnly} onCheckedChange={(v) => onChange({ contractorOnly: v === true })} />
          <Label htmlFor="job-contractor">Show contractor jobs only</Label>
        </div>
      )}
      {/* Two typed fields (search, salary): Enter submits only with a submit button, so one is there for
          keyboard and no-JavaScript users; with the app running the submit applies both. */}
      <div className="flex items-end md:col-span-2 lg:col-span-4">
        <Button type="submit" variant="outline">
          Apply filters
        </Button>
      </div>
    </form>
  );
}
