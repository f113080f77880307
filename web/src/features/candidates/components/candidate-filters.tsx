import { AVAILABILITY_OPTIONS, EXPERIENCE_BANDS, type CandidateFacets } from "@common/candidates.schema";
import { Search } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { isAvailability, type CandidatesParams } from "../api/get-candidates";

const nativeSelect =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";

/**
 * The directory's search and filters in one GET form (docs/decisions/080): without JavaScript (or before
 * it runs) submitting it loads /candidates?q=…&skill=…&location=…&experience=…&availability=…, which the server renders;
 * with it, the same fields go to the URL without a reload, and a changed filter applies at once. Native
 * controls, so the form posts the same fields either way. Each value shows how many candidates it would find.
 */
export function CandidateFilters({
  value,
  facets,
  onApply,
}: {
  value: CandidatesParams;
  facets: CandidateFacets | undefined;
  onApply: (next: Omit<CandidatesParams, "page">) => void;
}) {
  const [draft, setDraft] = useState(value.q);
  const [outside, setOutside] = useState(value.q);
  if (value.q !== outside) {
    setOutside(value.q);
    setDraft(value.q);
  }
  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const experience = String(data.get("experience") ?? "");
    const availability = String(data.get("availability") ?? "");
    onApply({
      q: String(data.get("q") ?? "").trim(),
      skill: data.getAll("skill").map(String),
      location: String(data.get("location") ?? ""),
      experience: EXPERIENCE_BANDS.some((b) => b.id === experience) ? (experience as CandidatesParams["experience"]) : "",
      availability: isAvailability(availability) ? availability : "",
    });
  };
  // The chosen skills stay listed (checked) even when the facet's top values leave them out.
  const chosen = new Set(value.skill.map((s) => s.toLowerCase()));
  const skills = [
    ...value.skill
      .filter((s) => !facets?.skills.some((f) => f.value.toLowerCase() === s.toLowerCase()))
      .map((s) => ({ value: s, count: null })),
    ...(facets?.skills ?? []),
  ];
  const locations = facets?.locations ?? [];
  // The URL's location in the casing the list shows it (the filter ignores case).
  const locationValue = locations.find((l) => l.value.toLowerCase() === value.location.toLowerCase())?.value ?? value.location;
  const locationListed = !value.location || locations.some((l) => l.value === locationValue);
  return (
    <form
      method="get"
      role="search"
      aria-label="Candidate search and filters"
      className="mb-4 space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        apply(e.currentTarget);
      }}
      onChange={(e) => {
        // A filter applies as soon as it changes; the text box waits for Enter or the button.
        if ((e.target as HTMLElement).getAttribute("name") !== "q") apply(e.currentTarget);
      }}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
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
      </div>
      <div className="grid gap-4 rounded-lg border p-4 md:grid-cols-2 lg:grid-cols-4">
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-medium">Skills</legend>
          {skills.length === 0 ? (
            <p className="text-sm text-muted-foreground">No skills to filter by</p>
          ) : (
            <ul className="max-h-48 space-y-1 overflow-y-auto">
              {skills.map((s) => {
                const id = `candidate-skill-${s.value.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
                return (
                  <li key={s.value.toLowerCase()} className="flex items-center gap-2">
                    <input
                      id={id}
                      type="checkbox"
                      name="skill"
                      value={s.value}
                      defaultChecked={chosen.has(s.value.toLowerCase())}
                      key={`${s.value}-${chosen.has(s.value.toLowerCase())}`}
                      className="h-4 w-4 accent-primary"
                    />
                    <label htmlFor={id} className="text-sm">
                      {s.value}
                      {s.count !== null && <span className="text-muted-foreground"> ({s.count})</span>}
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
        <div className="space-y-2">
          <label htmlFor="candidate-location" className="text-sm font-medium">
            Location
          </label>
          <select id="candidate-location" name="location" className={nativeSelect} defaultValue={locationValue} key={locationValue}>
            <option value="">All locations</option>
            {!locationListed && <option value={value.location}>{value.location}</option>}
            {locations.map((l) => (
              <option key={l.value.toLowerCase()} value={l.value}>
                {l.value} ({l.count})
              </option>
            ))}
          </select>
        </div>
        <CountedSelect
          name="experience"
          label="Years of experience"
          anyLabel="Any experience"
          value={value.experience}
          options={EXPERIENCE_BANDS}
          count={(id) => facets?.experience.find((b) => b.value === id)?.count}
        />
        <CountedSelect
          name="availability"
          label="Available to start"
          anyLabel="Any time"
          value={value.availability}
          options={AVAILABILITY_OPTIONS}
          count={(id) => facets?.availability?.find((a) => a.value === id)?.count}
        />
        <p className="text-sm text-muted-foreground md:col-span-2 lg:col-span-4">Everyone listed here is open to work.</p>
        <div className="md:col-span-2 lg:col-span-4">
          <Button type="submit" variant="outline">
            Apply filters
          </Button>
        </div>
      </div>
    </form>
  );
}

/** A filter of fixed options, each with how many candidates it would find (when the facets know). */
function CountedSelect({
  name,
  label,
  anyLabel,
  value,
  options,
  count,
}: {
  name: string;
  label: string;
  anyLabel: string;
  value: string;
  options: readonly { id: string; label: string }[];
  count: (id: string) => number | undefined;
}) {
  const id = `candidate-${name}`;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} className={nativeSelect} defaultValue={value} key={value}>
        <option value="">{anyLabel}</option>
        {options.map((o) => {
          const n = count(o.id);
          return (
            <option key={o.id} value={o.id}>
              {o.label}
              {n !== undefined ? ` (${n})` : ""}
            </option>
          );
        })}
      </select>
    </div>
  );
}
