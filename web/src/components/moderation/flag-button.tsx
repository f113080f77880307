import { FLAG_REASON_LABELS, FLAG_REASONS, flagInputSchema, type FlagTarget } from "@common/moderation.schema";
import { useMutation } from "@tanstack/react-query";
import { Flag } from "lucide-react";
import { useId, useState } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { call, client, errorMessage } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";
import { useServerForm } from "@/lib/use-server-form";

/**
 * "Flag" for a signed-in member: a reason (spam, abuse, off-topic, other + what is wrong), once per
 * item. Enough members' flags hide the item until a moderator reviews it (docs/decisions/034).
 */
type FlagInput = z.output<typeof flagInputSchema>;

export function FlagButton({ targetKind, targetId, label }: { targetKind: FlagTarget; targetId: string; label: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const defaultValues = { targetKind, targetId, reason: "spam" as const, note: "" };
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(flagInputSchema, { defaultValues });
  const reason = watch("reason");
  const flag = useMutation({
    mutationFn: (json: FlagInput) => call(client.api.flags.$post({ json })),
    meta: { invalidates: [queryFamilies.comments, queryFamilies.offerings, queryFamilies.blog] },
  });
  const submit = handleSubmit(async ({ note, ...values }) => {
    try {
      await flag.mutateAsync({ ...values, ...(note ? { note } : {}) });
      toast.success("Thank you. A moderator will review it.");
      setOpen(false);
      reset(defaultValues);
    } catch (err) {
      if (!applyServerErrors(err)) toast.error(errorMessage(err, "Failed to flag"));
    }
  });
  const noteError = errors.note?.message;
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" /> Flag<span className="sr-only"> {label}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <form method="post" className="space-y-4" noValidate onSubmit={submit}>
            <DialogHeader>
              <DialogTitle>Flag {label}</DialogTitle>
              <DialogDescription>Tell the moderators what is wrong. You can flag an item once.</DialogDescription>
            </DialogHeader>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Reason</legend>
              {FLAG_REASONS.map((r) => (
                <div key={r} className="flex items-center gap-2">
                  <input type="radio" id={`${id}-${r}`} value={r} className="h-4 w-4" {...register("reason")} />
                  <label htmlFor={`${id}-${r}`} className="text-sm">
                    {FLAG_REASON_LABELS[r]}
                  </label>
                </div>
              ))}
              {errors.reason && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {errors.reason.message}
                </p>
              )}
            </fieldset>
            <div className="space-y-1">
              <label htmlFor={`${id}-note`} className="text-sm font-medium">
                What is wrong{reason === "other" ? " (required)" : " (optional)"}
              </label>
              <Textarea
                id={`${id}-note`}
                maxLength={1000}
                rows={3}
                aria-invalid={noteError ? true : undefined}
                aria-describedby={noteError ? `${id}-note-error` : undefined}
                {...register("note")}
              />
              {noteError && (
                <p id={`${id}-note-error`} role="alert" className="text-sm font-medium text-destructive">
                  {noteError}
                </p>
              )}
            </div>
            {errors.root?.server && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.root.server.message}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                Send flag
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
