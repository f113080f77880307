import { ROLE_LABELS, ROLES, type Role } from "@common/profiles.schema";
import { ADMIN_USER_FILTERS, type AdminUserFilter } from "@common/restrictions.schema";
import { TRUST_LEVEL_LABELS } from "@common/trust";
import { Pencil, Search } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { StaffReasonDialog } from "@/components/moderation/staff-reason-dialog";
import { AdminNav } from "@/components/layout/admin-nav";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ScrollArea } from "@/components/ui/scroll-area";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Pager } from "@/components/ui/pager";
import { Loading } from "@/components/ui/spinner";
import { useAdminUsers, useChangeRole } from "@/features/admin/api/admin";
import { DeleteUserDialog } from "@/features/admin/components/delete-user-dialog";
import { LiftRestrictionDialog } from "@/features/admin/components/lift-restriction-dialog";
import { MemberStanding } from "@/features/admin/components/member-standing";
import { RestrictionDialog } from "@/features/admin/components/restriction-dialog";
import { useMe } from "@/lib/me";

const FILTER_LABELS: Record<AdminUserFilter, string> = {
  silenced: "Silenced",
  suspended: "Suspended",
  new: `Trust level: ${TRUST_LEVEL_LABELS.new}`,
  member: `Trust level: ${TRUST_LEVEL_LABELS.member}`,
  trusted: `Trust level: ${TRUST_LEVEL_LABELS.trusted}`,
  staff: `Trust level: ${TRUST_LEVEL_LABELS.staff}`,
};

export default function Component() {
  const { me } = useMe();
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<AdminUserFilter | "">("");
  const { data, isLoading, isError } = useAdminUsers(q.trim(), page, filter || undefined);
  const change = useChangeRole();
  // A role change asks for a reason first (docs/decisions/057): staff log and a mail to the member.
  const [pending, setPending] = useState<{ id: string; name: string; role: Role } | null>(null);
  const setRole = (id: string, current: Role, role: Role, name: string) => {
    if (current === "admin") return void toast.error("Cannot change role for users with Admin status.");
    if (id === me?.user.id) return void toast.error("You cannot change your own role");
    setPending({ id, name, role });
  };
  return (
    <Page>
      <AdminNav />
      <h1 className="mb-6 text-3xl font-bold">User Management</h1>
      {pending && (
        <StaffReasonDialog
          id={`role-${pending.id}`}
          open
          onOpenChange={(o) => !o && setPending(null)}
          mailedTo="member"
          trigger="Change role"
          triggerLabel={`Change the role of ${pending.name}`}
          title={`Make ${pending.name} ${ROLE_LABELS[pending.role]}?`}
          description="The member is mailed the reason and the change is recorded in the staff log."
          confirm="Change role"
          done="User role updated successfully"
          failed="Failed to update user role"
          onConfirm={async (reason) => {
            await change.mutateAsync({ id: pending.id, role: pending.role, reason });
            setPending(null);
          }}
        />
      )}
      <div className="mb-4 flex flex-col gap-2 sm:flex-row">
        <div className="relative max-w-md flex-1">
          <Search className="absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden="true" />
          <Input
            className="pl-9"
            aria-label="Search users"
            placeholder="Search by name or email"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <select
          aria-label="Show"
          className="h-10 rounded-md border border-input bg-background px-3 text-sm sm:w-48"
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as AdminUserFilter | "");
            setPage(1);
          }}
        >
          <option value="">All users</option>
          {ADMIN_USER_FILTERS.map((f) => (
            <option key={f} value={f}>
              {FILTER_LABELS[f]}
            </option>
          ))}
        </select>
      </div>
      {isLoading ? (
        <Loading text="Loading users..." />
      ) : isError || !data ? (
        <p role="alert" className="text-destructive">
          Failed to fetch users
        </p>
      ) : (
        <>
          <p className="mb-2 text-sm text-muted-foreground">
            {data.totalCapped ? `More than ${data.total} users: search to narrow the list` : `${data.total} users`}
          </p>
          <ScrollArea className="h-[500px] rounded-md border">
            <ul className="divide-y">
              {data.users.map((u) => (
                <li key={u.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0 space-y-1">
                    <p className="truncate font-medium">{u.fullName || "(no name)"}</p>
                    <p className="truncate text-sm text-muted-foreground">{u.email}</p>
                    <MemberStanding user={u} />
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <Select
                      value={u.role}
                      onValueChange={(r) => setRole(u.id, u.role, r as Role, u.fullName || u.email)}
                      disabled={u.role === "admin" || u.id === me?.user.id}
                    >
                      <SelectTrigger className="w-44" aria-label={`Role of ${u.fullName || u.email}`}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {ROLES.map((r) => (
                          <SelectItem key={r} value={r}>
                            {ROLE_LABELS[r]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${u.fullName || u.email}`}
                      onClick={() => toast.info("Edit user functionality coming soon!")}
                    >
                      <Pencil />
                    </Button>
                    {u.role !== "admin" && u.id !== me?.user.id && (
                      <>
                        {(["silence", "suspend"] as const).map((kind) =>
                          u.restrictions.some((r) => r.kind === kind) ? (
                            <LiftRestrictionDialog key={kind} id={u.id} name={u.fullName || u.email} kind={kind} />
                          ) : (
                            <RestrictionDialog key={kind} id={u.id} name={u.fullName || u.email} kind={kind} />
                          ),
                        )}
                        <DeleteUserDialog id={u.id} name={u.fullName || u.email} />
                      </>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </ScrollArea>
          <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />
        </>
      )}
    </Page>
  );
}
