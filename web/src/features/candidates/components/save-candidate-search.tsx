import { candidateSearchFormSchema } from "@common/candidates.schema";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { refusalMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import type { CandidatesParams } from "../api/get-candidates";
import { useDeleteCandidateSearch, useCandidateSearches, useSaveCandidateSearch } from "../api/saved-candidate-searches";

/**
 * Recruiters and admins: save the directory's term and filters as a daily or weekly mail of the members
 * who become matching candidates (docs/decisions/080), and see or delete the searches saved so far.
 */
export function SaveCandidateSearch({ value }: { value: CandidatesParams }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
    applyServerErrors,
  } = useServerForm(candidateSearchFormSchema, { defaultValues: { name: "", frequency: "daily" } });
  const save = useSaveCandidateSearch();
  const remove = useDeleteCandidateSearch();
  const { data } = useCandidateSearches(true);
  return (
    <section aria-labelledby="candidate-alerts-heading" className="mb-6 rounded-lg border p-4">
      <h2 id="candidate-alerts-heading" className="mb-2 text-base font-semibold">
        Candidate alerts
      </h2>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        noValidate
        onSubmit={handleSubmit(({ name, frequency }) => {
          const query = {
            ...(value.q ? { q: value.q } : {}),
            skill: value.skill,
            ...(value.location ? { location: value.location } : {}),
            ...(value.experience ? { experience: value.experience } : {}),
            ...(value.availability ? { availability: value.availability } : {}),
          };
          save.mutate(
            { name: name || value.q || "My candidate search", frequency, query },
            {
              onSuccess: () => {
                reset();
                toast.success("Search saved. We will mail you new matching candidates.");
              },
              onError: (err) => {
                applyServerErrors(err);
                toast.error(refusalMessage(err, "Could not save the search. Please try again."));
              },
            },
          );
        })}
      >
        <div className="flex-1 space-y-1">
          <label htmlFor="candidate-alert-name" className="text-sm font-medium">
            Alert name
          </label>
          <Input
            id="candidate-alert-name"
            maxLength={80}
            placeholder={value.q || "My candidate search"}
            aria-invalid={errors.name ? true : undefined}
            {...register("name")}
          />
          {errors.name?.message && (
            <p role="alert" className="text-sm text-destructive">
              {errors.name.message}
            </p>
          )}
        </div>
        <div className="space-y-1">
          <label htmlFor="candidate-alert-frequency" className="text-sm font-medium">
            How often
          </label>
          <select
            id="candidate-alert-frequency"
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
            {...register("frequency")}
          >
            <option value="daily">Daily</option>
            <option value="weekly">Weekly</option>
          </select>
        </div>
        <Button type="submit" disabled={save.isPending}>
          Save this search
        </Button>
      </form>
      {data && data.savedSearches.length > 0 && (
        <ul className="mt-3 space-y-1" aria-label="Saved candidate searches">
          {data.savedSearches.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                {s.name} <span className="text-muted-foreground">({s.frequency === "daily" ? "Daily" : "Weekly"})</span>
              </span>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Delete the alert ${s.name}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(s.id, {
                    onError: (err) => toast.error(refusalMessage(err, "Could not delete the alert. Please try again.")),
                  })
                }
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
