import { adminDeleteUserSchema } from "@common/admin.schema";
import type { z } from "zod";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import { useDeleteUser } from "../api/admin";

/**
 * An admin deletes a member's account, with a reason kept in the staff log (docs/decisions/041, 058).
 * The server refuses an admin's account and one's own; the trigger is not offered for them either.
 */
export function DeleteUserDialog({ id, name }: { id: string; name: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteUser();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(adminDeleteUserSchema, { defaultValues: { reason: "" } });
  const onSubmit = async (v: z.output<typeof adminDeleteUserSchema>) => {
    try {
      await remove.mutateAsync({ id, reason: v.reason });
      toast.success(`${name}'s account was deleted`);
      reset();
      setOpen(false);
    } catch (err) {
      applyServerErrors(err);
      toast.error(errorMessage(err, "Failed to delete the account"));
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
        <Button variant="ghost" size="icon" aria-label={`Delete the account of ${name}`}>
          <Trash2 />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`Delete the account of ${name}?`}</DialogTitle>
          <DialogDescription>
            Their profile and personal data go with it; their coming sessions are cancelled and the other side told, their event seats go to
            the waitlists and their pending submissions leave the review queue. Past sessions, ratings, published articles and comments
            stay, shown as "Deleted member". This cannot be undone. The deletion is recorded in the staff log.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          <Field id={`delete-reason-${id}`} label="Reason (kept in the staff log)" error={errors.reason?.message}>
            <Textarea rows={3} {...register("reason")} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              Delete account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
