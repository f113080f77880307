import { RESTRICTION_DURATION_LABELS, RESTRICTION_DURATIONS, placeRestrictionSchema } from "@common/restrictions.schema";
import type { RestrictionKind } from "@common/trust";
import type { z } from "zod";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import { usePlaceRestriction } from "../api/admin";

const WORDS: Record<RestrictionKind, { verb: string; title: string; effect: string; done: string }> = {
  silence: {
    verb: "Silence",
    title: "Silence",
    effect: "They can still read, but cannot post, comment, flag, book or apply until it ends.",
    done: "silenced",
  },
  suspend: {
    verb: "Suspend",
    title: "Suspend",
    effect: "They cannot sign in until it ends; every session of theirs is signed out at once.",
    done: "suspended",
  },
};

/**
 * An admin silences or suspends a member for a time with a reason (docs/decisions/061); the member is
 * mailed and the action goes to the staff log. The server refuses admins and one's own account.
 */
export function RestrictionDialog({ id, name, kind }: { id: string; name: string; kind: RestrictionKind }) {
  const [open, setOpen] = useState(false);
  const place = usePlaceRestriction();
  const w = WORDS[kind];
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(placeRestrictionSchema, { defaultValues: { kind, duration: "1d", reason: "", until: undefined } });
  const onSubmit = async (v: z.output<typeof placeRestrictionSchema>) => {
    try {
      await place.mutateAsync({ id, input: { ...v, until: v.duration === "until" ? v.until : undefined } });
      toast.success(`${name} is ${w.done}`);
      reset();
      setOpen(false);
    } catch (err) {
      applyServerErrors(err);
      toast.error(errorMessage(err, `Failed to ${w.verb.toLowerCase()} the member`));
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
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`${w.verb} ${name}`}>
          {w.verb}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`${w.title} ${name}?`}</DialogTitle>
          <DialogDescription>{`${w.effect} They are mailed the reason and the end, and the action is recorded in the staff log.`}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          <input type="hidden" {...register("kind")} />
          <Field id={`restrict-duration-${id}`} label="Duration" error={errors.duration?.message}>
            <select className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm" {...register("duration")}>
              {RESTRICTION_DURATIONS.map((d) => (
                <option key={d} value={d}>
                  {RESTRICTION_DURATION_LABELS[d]}
                </option>
              ))}
            </select>
          </Field>
          {watch("duration") === "until" && (
            <Field id={`restrict-until-${id}`} label="Last day (UTC)" error={errors.until?.message}>
              <Input type="date" {...register("until")} />
            </Field>
          )}
          <Field id={`restrict-reason-${id}`} label="Reason (sent to the member)" error={errors.reason?.message}>
            <Textarea rows={3} {...register("reason")} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {w.verb}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
