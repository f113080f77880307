import { ALERT_FREQUENCIES, createSavedSearchInputSchema, type SavedSearchQuery } from "@common/alerts.schema";
import { BellPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { loginWithRedirect, paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import { useCreateSavedSearch } from "../api/saved-searches";
import { defaultName, describeSearch } from "./describe-search";

/**
 * "Save this search" on the job board: the board's current term and filters become a job alert,
 * mailed daily or weekly (docs/decisions/032-job-alerts.md). Visitors are offered to sign in.
 */
export function SaveSearchButton({ query, signedIn }: { query: SavedSearchQuery; signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const create = useCreateSavedSearch();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(createSavedSearchInputSchema, { defaultValues: { name: defaultName(query), frequency: "daily", query } });

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
    if (next) reset({ name: defaultName(query), frequency: "daily", query });
    setOpen(next);
  };
  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      setOpen(false);
      toast.success(`Search saved. You will get a ${values.frequency} e-mail when new jobs match it.`);
    } catch (err) {
      if (!applyServerErrors(err)) toast.error(errorMessage(err, "Failed to save the search"));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <BellPlus aria-hidden="true" /> Save this search
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form method="post" onSubmit={submit} noValidate className="space-y-4">
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
          <Field id="saved-search-name" label="Name" error={errors.name?.message}>
            <Input maxLength={80} {...register("name")} />
          </Field>
          <fieldset className="space-y-2" aria-describedby={errors.frequency ? "saved-search-frequency-error" : undefined}>
            <legend className="text-sm font-medium">How often</legend>
            <div className="flex gap-4">
              {ALERT_FREQUENCIES.map((f) => (
                <label key={f.value} className="flex items-center gap-2 text-sm">
                  <input type="radio" value={f.value} className="h-4 w-4 accent-primary" {...register("frequency")} />
                  {f.label}
                </label>
              ))}
            </div>
            {errors.frequency && (
              <p id="saved-search-frequency-error" role="alert" className="text-sm font-medium text-destructive">
                {errors.frequency.message}
              </p>
            )}
          </fieldset>
          {errors.root?.server && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.root.server.message}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Saving..." : "Save search"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
