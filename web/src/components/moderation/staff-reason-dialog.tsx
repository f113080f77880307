import { rejectReasonSchema } from "@common/moderation.schema";
import type { z } from "zod";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";

/**
 * A staff member's direct action on a member's content (docs/decisions/057): the reason is required,
 * kept in the staff log and mailed to the member. `onConfirm` runs the action with the reason.
 */
export function StaffReasonDialog({
  id,
  trigger,
  triggerLabel,
  title,
  description,
  confirm,
  done,
  failed,
  destructive = false,
  triggerContent,
  triggerVariant = "ghost",
  triggerSize = "sm",
  reasonLabel,
  confirmDisabled = false,
  open: controlledOpen,
  onOpenChange,
  mailedTo = "author",
  onConfirm,
}: {
  id: string;
  /** The trigger button's visible text and its accessible name (naming the item). */
  trigger: string;
  triggerLabel: string;
  title: string;
  description: ReactNode;
  confirm: string;
  done: string;
  failed: string;
  destructive?: boolean;
  /** What the trigger shows instead of `trigger` (e.g. an icon with text). */
  triggerContent?: ReactNode;
  triggerVariant?: "ghost" | "destructive" | "outline";
  triggerSize?: "sm" | "icon";
  /** The reason field's label, where it is not "mailed to the … and kept in the staff log". */
  reasonLabel?: string;
  /** The confirm button stays disabled (e.g. while what the action applies to is loading). */
  confirmDisabled?: boolean;
  /** Controlled: opened by the caller (e.g. after a choice in a select); no trigger button is shown. */
  open?: boolean;
  /** Told of every opening and closing, controlled or not. */
  onOpenChange?: (open: boolean) => void;
  /** Who is mailed the reason, as the label says it. */
  mailedTo?: "author" | "member" | "organizer" | "organizer and the attendees";
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const controlled = controlledOpen !== undefined;
  const open = controlled ? controlledOpen : ownOpen;
  const setOpen = (o: boolean) => {
    if (!controlled) setOwnOpen(o);
    onOpenChange?.(o);
  };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(rejectReasonSchema, { defaultValues: { reason: "" } });
  const onSubmit = async (v: z.output<typeof rejectReasonSchema>) => {
    try {
      await onConfirm(v.reason);
      toast.success(done);
      reset();
      setOpen(false);
    } catch (err) {
      applyServerErrors(err);
      toast.error(errorMessage(err, failed));
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) reset();
      }}
    >
      {!controlled && (
        <DialogTrigger asChild>
          <Button size={triggerSize} variant={triggerVariant} aria-label={triggerLabel}>
            {triggerContent ?? trigger}
          </Button>
        </DialogTrigger>
      )}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          <Field
            id={`staff-reason-${id}`}
            label={reasonLabel ?? `Reason (mailed to the ${mailedTo} and kept in the staff log)`}
            error={errors.reason?.message}
          >
            <Textarea rows={3} {...register("reason")} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={isSubmitting || confirmDisabled}>
              {confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
