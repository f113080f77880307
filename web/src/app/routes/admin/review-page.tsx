import {
  FLAG_REASON_LABELS,
  MODERATION_KIND_LABELS,
  MODERATION_KINDS,
  type ModerationKind,
  rejectReasonSchema,
  type ReviewItemDto,
} from "@common/moderation.schema";
import type { z } from "zod";
import { format } from "date-fns";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AdminNav } from "@/components/layout/admin-nav";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LoadMore } from "@/components/ui/load-more";
import { Loading } from "@/components/ui/spinner";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useBulkDecide, useDecide, useReviewQueue } from "@/features/admin/api/moderation";
import { RevisionDiff } from "@/features/admin/components/revision-diff";
import { errorMessage } from "@/lib/api-client";
import { useMe } from "@/lib/me";
import { useServerForm } from "@/lib/use-server-form";
import { hasCapability } from "@common/profiles.schema";

/** Kinds decided one at a time (their decision changes a member's standing; decision 034). */
const NOT_IN_BULK: ModerationKind[] = ["mentor_application", "contractor_request"];
const isKind = (k: string | null): k is ModerationKind => MODERATION_KINDS.includes(k as ModerationKind);

type Rejecting = { items: ReviewItemDto[] } | null;
type RejectReasonInput = z.output<typeof rejectReasonSchema>;

function RejectDialog({
  rejecting,
  onClose,
  onReject,
}: {
  rejecting: Rejecting;
  onClose: () => void;
  /** Rejects the items; throws when the server refused (its field messages are marked on the reason). */
  onReject: (reason: string) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(rejectReasonSchema, { defaultValues: { reason: "" } });
  const n = rejecting?.items.length ?? 0;
  const onSubmit = async ({ reason }: RejectReasonInput) => {
    try {
      await onReject(reason);
      reset();
    } catch (err) {
      applyServerErrors(err);
    }
  };
  return (
    <Dialog
      open={rejecting !== null}
      onOpenChange={(open) => {
        if (open) return;
        reset();
        onClose();
      }}
    >
      <DialogContent>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>{n === 1 ? `Reject "${rejecting?.items[0]?.title}"` : `Reject ${n} items`}</DialogTitle>
            <DialogDescription>The reason is mailed to the submitter with a link.</DialogDescription>
          </DialogHeader>
          <Field id="review-reject-reason" label="Reason (required)" error={errors.reason?.message}>
            <Textarea rows={4} maxLength={2000} autoFocus {...register("reason")} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              Reject
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export default function Component() {
  const { me } = useMe();
  const [params, setParams] = useSearchParams();
  const raw = params.get("kind");
  const kind = isKind(raw) ? raw : null;
  const query = useReviewQueue(kind);
  const decide = useDecide();
  const bulk = useBulkDecide();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [rejecting, setRejecting] = useState<Rejecting>(null);
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const counts = pages[0]?.counts ?? {};
  const total = pages[0]?.total ?? 0;
  const isAdmin = me ? hasCapability(me.user, "admin") : false;
  const kinds = MODERATION_KINDS.filter((k) => k in counts);
  const chosen = items.filter((i) => selected.has(i.id));

  const setKind = (k: ModerationKind | null) => {
    setSelected(new Set());
    setParams(k ? { kind: k } : {});
  };

  const approve = async (list: ReviewItemDto[]) => {
    try {
      if (list.length === 1) {
        await decide.mutateAsync({ id: list[0]!.id, version: list[0]!.version, approve: true });
        toast.success(`Approved "${list[0]!.title}"`);
      } else {
        const r = await bulk.mutateAsync({ decision: "approve", items: list.map((i) => ({ id: i.id, version: i.version })) });
        toast.success(`Approved ${r.decided.length}${r.conflicts.length ? `; ${r.conflicts.length} changed meanwhile, reload them` : ""}`);
      }
      setSelected(new Set());
    } catch (err) {
      toast.error(errorMessage(err, "Failed to approve"));
    }
  };
  const reject = async (reason: string) => {
    const list = rejecting?.items ?? [];
    try {
      if (list.length === 1) {
        await decide.mutateAsync({ id: list[0]!.id, version: list[0]!.version, approve: false, reason });
        toast.success(`Rejected "${list[0]!.title}"`);
      } else {
        const r = await bulk.mutateAsync({ decision: "reject", reason, items: list.map((i) => ({ id: i.id, version: i.version })) });
        toast.success(`Rejected ${r.decided.length}${r.conflicts.length ? `; ${r.conflicts.length} changed meanwhile, reload them` : ""}`);
      }
      setSelected(new Set());
      setRejecting(null);
    } catch (err) {
      toast.error(errorMessage(err, "Failed to reject"));
      throw err;
    }
  };
  const bulkable = chosen.length > 1 && chosen.every((i) => !NOT_IN_BULK.includes(i.kind) && i.canDecide);

  return (
    <Page>
      {isAdmin && <AdminNav />}
      <h1 className="mb-2 text-3xl font-bold">Review queue</h1>
      <p className="mb-6 text-muted-foreground">
        Everything waiting for a decision, oldest first. {isAdmin ? "" : "As a mentor you review job submissions."}
      </p>
      <nav aria-label="Filter by kind" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Button size="sm" variant={kind === null ? "default" : "outline"} aria-pressed={kind === null} onClick={() => setKind(null)}>
              All{" "}
              <Badge variant="secondary" className="ml-1">
                {total}
              </Badge>
            </Button>
          </li>
          {kinds.map((k) => (
            <li key={k}>
              <Button size="sm" variant={kind === k ? "default" : "outline"} aria-pressed={kind === k} onClick={() => setKind(k)}>
                {MODERATION_KIND_LABELS[k]}{" "}
                <Badge variant="secondary" className="ml-1">
                  {counts[k] ?? 0}
                </Badge>
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      {chosen.length > 1 && (
        <div role="region" aria-label="Selected items" className="mb-4 flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 p-3">
          <span className="text-sm">{chosen.length} selected</span>
          {bulkable ? (
            <>
              <Button size="sm" onClick={() => void approve(chosen)} disabled={bulk.isPending}>
                Approve selected
              </Button>
              <Button size="sm" variant="destructive" onClick={() => setRejecting({ items: chosen })} disabled={bulk.isPending}>
                Reject selected…
              </Button>
            </>
          ) : (
            <span className="text-sm text-muted-foreground">Mentor applications and contractor requests are decided one at a time.</span>
          )}
        </div>
      )}
      {query.isLoading ? (
        <Loading text="Loading..." />
      ) : query.isError ? (
        <p role="alert" className="text-destructive">
          Failed to load the review queue
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-muted-foreground">Nothing is waiting for review.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Pending items">
          {items.map((item) => {
            const checkId = `select-${item.id}`;
            return (
              <li key={item.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
                <div className="flex min-w-0 flex-1 gap-3">
                  <input
                    id={checkId}
                    type="checkbox"
                    className="mt-1 h-4 w-4 shrink-0"
                    checked={selected.has(item.id)}
                    disabled={!item.canDecide}
                    onChange={(e) => {
                      const next = new Set(selected);
                      if (e.target.checked) next.add(item.id);
                      else next.delete(item.id);
                      setSelected(next);
                    }}
                  />
                  <div className="min-w-0 flex-1 space-y-1">
                    <label htmlFor={checkId} className="block font-medium break-words">
                      {item.title}
                    </label>
                    <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <Badge variant="outline">{MODERATION_KIND_LABELS[item.kind]}</Badge>
                      {item.resubmissions > 0 && <Badge variant="secondary">Resubmitted</Badge>}
                      {/* Flagged items are in the queue from the first flag (docs/decisions/057): how many members flagged it. */}
                      {item.flags.length > 0 && (
                        <Badge variant="destructive">{item.flags.length === 1 ? "1 flag" : `${item.flags.length} flags`}</Badge>
                      )}
                      <span>{item.submitter ? `by ${item.submitter.name}` : "by a deleted account"}</span>
                      <time dateTime={item.submittedAt}>{format(new Date(item.submittedAt), "PP p")}</time>
                    </p>
                    {item.flags.length > 0 && (
                      <ul className="text-sm" aria-label="Flags">
                        {item.flags.map((f, i) => (
                          <li key={i} className="break-words">
                            {FLAG_REASON_LABELS[f.reason as keyof typeof FLAG_REASON_LABELS] ?? f.reason}
                            {f.note ? `: ${f.note}` : ""}
                          </li>
                        ))}
                      </ul>
                    )}
                    {item.revision && <RevisionDiff revision={item.revision} />}
                    <Link to={item.link} className="text-sm text-primary underline">
                      Open<span className="sr-only"> {item.title}</span>
                    </Link>
                  </div>
                </div>
                <div className="flex shrink-0 gap-2">
                  {item.canDecide ? (
                    <>
                      <Button size="sm" onClick={() => void approve([item])} disabled={decide.isPending}>
                        Approve<span className="sr-only"> {item.title}</span>
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setRejecting({ items: [item] })}>
                        Reject<span className="sr-only"> {item.title}</span>
                      </Button>
                    </>
                  ) : (
                    <span className="text-sm text-muted-foreground">Your own submission</span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore query={query} label="Load more" />
      <RejectDialog rejecting={rejecting} onClose={() => setRejecting(null)} onReject={reject} />
    </Page>
  );
}
