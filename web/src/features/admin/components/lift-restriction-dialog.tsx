import { RESTRICTION_KIND_LABELS, liftRestrictionSchema } from "@common/restrictions.schema";
import type { RestrictionKind } from "@common/trust";
import type { z } from "zod";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import { useLiftRestriction, useUserRestrictions } from "../api/admin";

/** An admin lifts a member's silence or suspension early, with a reason (mailed, in the staff log). */
export function LiftRestrictionDialog({ id, name, kind }: { id: string; name: string; kind: RestrictionKind }) {
  const [open, setOpen] = useState(false);
  const restrictions = useUserRestrictions(id, open);
  const lift = useLiftRestriction();
  const active = restrictions.data?.restrictions.find((r) => r.active && r.kind === kind);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(liftRestrictionSchema, { defaultValues: { reason: "" } });
  const onSubmit = async (v: z.output<typeof liftRestrictionSchema>) => {
    if (!active) return;
    try {
      await lift.mutateAsync({ id, restrictionId: active.id, reason: v.reason });
      toast.success(`The restriction on ${name} was lifted`);
      reset();
      setOpen(false);
    } catch (err) {
      applyServerErrors(err);
      toast.error(errorMessage(err, "Failed to lift the restriction"));
    }
  };
  const label = RESTRICTION_KIND_LABELS[kind].toLowerCase();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Lift: ${name} is ${label}`}>
          Lift
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`Lift the ${kind === "silence" ? "silence" : "suspension"} of ${name}?`}</DialogTitle>
          <DialogDescription>
            {active ? `Reason given: ${active.reason}. ` : ""}
            The member is mailed and the action is recorded in the staff log.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          <Field id={`lift-reason-${id}`} label="Reason (sent to the member)" error={errors.reason?.message}>
            <Textarea rows={3} {...register("reason")} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting || !active}>
              Lift
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
