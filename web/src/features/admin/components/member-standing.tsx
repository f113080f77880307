import type { AdminUserDto } from "@common/admin.schema";
import { RESTRICTION_KIND_LABELS } from "@common/restrictions.schema";
import { TRUST_LEVEL_EXPLANATIONS, TRUST_LEVEL_LABELS } from "@common/trust";
import { Badge } from "@/components/ui/badge";
import { useFormatInstant } from "@/lib/dates";

/**
 * A member's trust level (derived from facts, docs/decisions/054) with its explanation as the title,
 * and any silence or suspension in force with its end (docs/decisions/061).
 */
export function MemberStanding({ user }: { user: Pick<AdminUserDto, "trustLevel" | "restrictions"> }) {
  const formatInstant = useFormatInstant();
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Badge
        variant="secondary"
        title={TRUST_LEVEL_EXPLANATIONS[user.trustLevel]}
        aria-label={`Trust level: ${TRUST_LEVEL_LABELS[user.trustLevel]}. ${TRUST_LEVEL_EXPLANATIONS[user.trustLevel]}`}
      >
        {TRUST_LEVEL_LABELS[user.trustLevel]}
      </Badge>
      {user.restrictions.map((r) => (
        <Badge key={r.kind} variant="destructive" title={`Reason: ${r.reason}`}>
          {`${RESTRICTION_KIND_LABELS[r.kind]} until ${formatInstant(r.until, "MMM d, yyyy HH:mm")}`}
        </Badge>
      ))}
    </div>
  );
}
