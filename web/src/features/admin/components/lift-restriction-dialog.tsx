import { RESTRICTION_KIND_LABELS } from "@common/restrictions.schema";
import type { RestrictionKind } from "@common/trust";
import { useState } from "react";
import { StaffReasonDialog } from "@/components/moderation/staff-reason-dialog";
import { useLiftRestriction, useUserRestrictions } from "../api/admin";

/** An admin lifts a member's silence or suspension early, with a reason (mailed, in the staff log). */
export function LiftRestrictionDialog({ id, name, kind }: { id: string; name: string; kind: RestrictionKind }) {
  const [open, setOpen] = useState(false);
  const restrictions = useUserRestrictions(id, open);
  const lift = useLiftRestriction();
  const active = restrictions.data?.restrictions.find((r) => r.active && r.kind === kind);
  const label = RESTRICTION_KIND_LABELS[kind].toLowerCase();
  return (
    <StaffReasonDialog
      id={`lift-${id}`}
      trigger="Lift"
      triggerLabel={`Lift: ${name} is ${label}`}
      triggerVariant="outline"
      onOpenChange={setOpen}
      title={`Lift the ${kind === "silence" ? "silence" : "suspension"} of ${name}?`}
      description={`${active ? `Reason given: ${active.reason}. ` : ""}The member is mailed and the action is recorded in the staff log.`}
      reasonLabel="Reason (sent to the member)"
      confirm="Lift"
      confirmDisabled={!active}
      done={`The restriction on ${name} was lifted`}
      failed="Failed to lift the restriction"
      onConfirm={async (reason) => {
        if (active) await lift.mutateAsync({ id, restrictionId: active.id, reason });
      }}
    />
  );
}
