import type { CompanyMemberDto } from "@common/companies.schema";
import { Button } from "@/components/ui/button";

/** The company's members and pending requests; the owner approves or declines each request. */
export function CompanyMembers({
  members,
  onDecide,
  busy,
}: {
  members: CompanyMemberDto[];
  onDecide: (id: string, approve: boolean) => void;
  busy: boolean;
}) {
  return (
    <ul className="divide-y rounded-lg border" aria-label="Members and requests">
      {members.map((m) => (
        <li key={m.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
          <span>
            {m.name} <span className="text-sm text-muted-foreground">({m.status === "pending" ? "asks to join" : m.role})</span>
          </span>
          {m.status === "pending" && (
            <span className="flex gap-2">
              <Button size="sm" disabled={busy} onClick={() => onDecide(m.id, true)} aria-label={`Approve ${m.name}`}>
                Approve
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => onDecide(m.id, false)} aria-label={`Decline ${m.name}`}>
                Decline
              </Button>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
