import { ALERT_FREQUENCIES, type AlertFrequency, type SavedSearchQuery } from "@common/alerts.schema";
import { BellPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { loginWithRedirect, paths } from "@/config/paths";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useCreateSavedSearch } from "../api/saved-searches";
import { defaultName, describeSearch } from "./describe-search";

/**
 * "Save this search" on the job board: the board's current term and filters become a job alert,
 * mailed daily or weekly (docs/decisions/032-job-alerts.md). Visitors are offered to sign in.
 */
export function SaveSearchButton({ query, signedIn }: { query: SavedSearchQuery; signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [frequency, setFrequency] = useState<AlertFrequency>("daily");
  const [error, setError] = useState<string | undefined>();
  const create = useCreateSavedSearch();

  if (!signedIn) {
    return (
      <Button variant="outline" asChild>
        <Link to={loginWithRedirect(paths.jobs)}>
          <BellPlus aria-hidden="true" /> Sign in to save this search
        </Link>
      </Button>
    );
  }

  const onOpenChange = (next: boolean) => {
    if (next) {
      setName(defaultName(query));
      setFrequency("daily");
      setError(undefined);
    }
    setOpen(next);
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      await create.mutateAsync({ name, frequency, query });
      setOpen(false);
      toast.success(`Search saved. You will get a ${frequency} e-mail when new jobs match it.`);
    } catch (err) {
      if (err instanceof ApiError && err.fields?.name) setError(err.fields.name);
      else toast.error(errorMessage(err, "Failed to save the search"));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <BellPlus aria-hidden="true" /> Save this search
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={(e) => void submit(e)} className="space-y-4">
          <DialogHeader>
            <DialogTitle>Save this search</DialogTitle>
            <DialogDescription>
              We e-mail you the new jobs matching <strong>{describeSearch(query)}</strong>. Manage your alerts in{" "}
              <Link className="underline" to={`${paths.settings}?tab=notifications`}>
                your settings
              </Link>
              .
            </DialogDescription>
          </DialogHeader>
          <Field id="saved-search-name" label="Name" error={error}>
            <Input value={name} maxLength={80} required onChange={(e) => setName(e.target.value)} />
          </Field>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">How often</legend>
            <div className="flex gap-4">
              {ALERT_FREQUENCIES.map((f) => (
                <label key={f.value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="saved-search-frequency"
                    value={f.value}
                    checked={frequency === f.value}
                    onChange={() => setFrequency(f.value)}
                    className="h-4 w-4 accent-primary"
                  />
                  {f.label}
                </label>
              ))}
            </div>
          </fieldset>
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Saving..." : "Save search"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
