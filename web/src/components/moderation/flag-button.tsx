import { FLAG_REASON_LABELS, FLAG_REASONS, type FlagTarget } from "@common/moderation.schema";
import { useMutation } from "@tanstack/react-query";
import { Flag } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { call, client, errorMessage } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";

/**
 * "Flag" for a signed-in member: a reason (spam, abuse, off-topic, other + what is wrong), once per
 * item. Enough members' flags hide the item until a moderator reviews it (docs/decisions/034).
 */
export function FlagButton({ targetKind, targetId, label }: { targetKind: FlagTarget; targetId: string; label: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<(typeof FLAG_REASONS)[number]>("spam");
  const [note, setNote] = useState("");
  const id = useId();
  const flag = useMutation({
    mutationFn: () =>
      call(client.api.flags.$post({ json: { targetKind, targetId, reason, ...(note.trim() ? { note: note.trim() } : {}) } })),
    meta: { invalidates: [queryFamilies.comments, queryFamilies.offerings, queryFamilies.blog] },
  });
  const submit = async () => {
    try {
      await flag.mutateAsync();
      toast.success("Thank you. A moderator will review it.");
      setOpen(false);
      setNote("");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to flag"));
    }
  };
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" /> Flag<span className="sr-only"> {label}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <DialogHeader>
              <DialogTitle>Flag {label}</DialogTitle>
              <DialogDescription>Tell the moderators what is wrong. You can flag an item once.</DialogDescription>
            </DialogHeader>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Reason</legend>
              {FLAG_REASONS.map((r) => (
                <div key={r} className="flex items-center gap-2">
                  <input
                    type="radio"
                    id={`${id}-${r}`}
                    name={`${id}-reason`}
                    value={r}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                    className="h-4 w-4"
                  />
                  <label htmlFor={`${id}-${r}`} className="text-sm">
                    {FLAG_REASON_LABELS[r]}
                  </label>
                </div>
              ))}
            </fieldset>
            <div className="space-y-1">
              <label htmlFor={`${id}-note`} className="text-sm font-medium">
                What is wrong{reason === "other" ? " (required)" : " (optional)"}
              </label>
              <Textarea
                id={`${id}-note`}
                maxLength={1000}
                rows={3}
                value={note}
                required={reason === "other"}
                onChange={(e) => setNote(e.target.value)}
              />
            </div>
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={flag.isPending || (reason === "other" && !note.trim())}>
                Send flag
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
