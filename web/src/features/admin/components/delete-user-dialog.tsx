import { Trash2 } from "lucide-react";
import { StaffReasonDialog } from "@/components/moderation/staff-reason-dialog";
import { useDeleteUser } from "../api/admin";

/**
 * An admin deletes a member's account, with a reason kept in the staff log (docs/decisions/041, 058).
 * The server refuses an admin's account and one's own; the trigger is not offered for them either.
 */
export function DeleteUserDialog({ id, name }: { id: string; name: string }) {
  const remove = useDeleteUser();
  return (
    <StaffReasonDialog
      id={`delete-${id}`}
      trigger="Delete"
      triggerLabel={`Delete the account of ${name}`}
      triggerContent={<Trash2 />}
      triggerSize="icon"
      title={`Delete the account of ${name}?`}
      description={
        'Their profile and personal data go with it; their coming sessions are cancelled and the other side told, their event seats go to the waitlists and their pending submissions leave the review queue. Past sessions, ratings, published articles and comments stay, shown as "Deleted member". This cannot be undone. The deletion is recorded in the staff log.'
      }
      reasonLabel="Reason (kept in the staff log)"
      confirm="Delete account"
      destructive
      done={`${name}'s account was deleted`}
      failed="Failed to delete the account"
      onConfirm={(reason) => remove.mutateAsync({ id, reason })}
    />
  );
}
