import { ALERT_FREQUENCIES, type AlertFrequency, type SavedSearchDto } from "@common/alerts.schema";
import { Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Loading } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from "../api/saved-searches";
import { describeSearch } from "./describe-search";

function boardLink(q: SavedSearchDto["query"]) {
  const p = new URLSearchParams();
  if (q.search) p.set("search", q.search);
  if (q.skill) p.set("skill", q.skill);
  if (q.location) p.set("location", q.location);
  if (q.days !== "all") p.set("days", q.days);
  if (q.contractorOnly) p.set("contractor", "true");
  const qs = p.toString();
  return qs ? `${paths.jobs}?${qs}` : paths.jobs;
}

/** The member's job alerts: how often each is mailed, and delete (docs/decisions/032-job-alerts.md). */
export function SavedSearchesCard() {
  const { data, isLoading, isError } = useSavedSearches();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const changeFrequency = async (s: SavedSearchDto, frequency: AlertFrequency) => {
    try {
      await update.mutateAsync({ id: s.id, frequency });
      toast.success(`"${s.name}" is now mailed ${frequency}`);
    } catch (err) {
      toast.error(errorMessage(err, "Failed to change the alert"));
    }
  };
  const del = async (s: SavedSearchDto) => {
    try {
      await remove.mutateAsync(s.id);
      toast.success(`Job alert "${s.name}" deleted`);
    } catch (err) {
      toast.error(errorMessage(err, "Failed to delete the alert"));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Job alerts</CardTitle>
        <CardDescription>
          Searches you saved on the{" "}
          <Link to={paths.jobs} className="underline">
            job board
          </Link>
          . Each one mails you the new matching jobs, at most once a day or a week, and only when there is something new.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Loading />
        ) : isError || !data ? (
          <p role="alert" className="text-destructive">
            Failed to load your job alerts
          </p>
        ) : data.savedSearches.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No job alerts yet. Search the{" "}
            <Link to={paths.jobs} className="underline">
              job board
            </Link>{" "}
            and choose “Save this search”.
          </p>
        ) : (
          <>
            <ul className="divide-y" aria-label="Saved searches">
              {data.savedSearches.map((s) => (
                <li key={s.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="break-words font-medium">{s.name}</p>
                    <p className="break-words text-sm text-muted-foreground">
                      <Link to={boardLink(s.query)} className="underline">
                        {describeSearch(s.query)}
                      </Link>
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-2">
                    <Select value={s.frequency} onValueChange={(v) => void changeFrequency(s, v as AlertFrequency)}>
                      <SelectTrigger className="w-28" aria-label={`How often “${s.name}” is mailed`}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {ALERT_FREQUENCIES.map((f) => (
                          <SelectItem key={f.value} value={f.value}>
                            {f.label}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <Button
                      variant="outline"
                      size="icon"
                      aria-label={`Delete job alert “${s.name}”`}
                      disabled={remove.isPending}
                      onClick={() => void del(s)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-muted-foreground">
              {data.total} of {data.limit} alerts used.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
