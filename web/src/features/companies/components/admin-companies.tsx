import { adminUpdateCompanyInputSchema, type AdminCompanyDto, type AdminUpdateCompanyInput } from "@common/companies.schema";
import { Check, Pencil, Trash2, X } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { StaffReasonDialog } from "@/components/moderation/staff-reason-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import { CompanyLogo } from "./company-profile";

/** What the admins' screen does with a company; the page wires these to the API. */
export interface AdminCompanyActions {
  /** Saves the fields with the reason, then uploads the logo when one was chosen. */
  onEdit: (company: AdminCompanyDto, input: AdminUpdateCompanyInput, logo: File | null) => Promise<unknown>;
  onDelete: (company: AdminCompanyDto, reason: string) => Promise<unknown>;
  onDecide: (requestId: string, approve: boolean) => Promise<unknown>;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The admins' list of companies (docs/decisions/078): each with its address, website, approved recruiters,
 * open jobs and pending requests to join; edit (with a reason and the logo), delete (with a reason), and
 * approve or decline each request. A list, not a table: its rows stack on a phone as the users' do.
 */
export function AdminCompanyList({ companies, ...actions }: { companies: AdminCompanyDto[] } & AdminCompanyActions) {
  const [editing, setEditing] = useState<AdminCompanyDto | null>(null);
  return (
    <>
      {editing && (
        <EditCompanyDialog
          company={editing}
          onClose={() => setEditing(null)}
          onSubmit={(input, logo) => actions.onEdit(editing, input, logo)}
        />
      )}
      <ul className="divide-y rounded-md border" aria-label="Companies">
        {companies.map((c) => (
          <li key={c.id} className="space-y-3 p-4" aria-label={c.name}>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="flex min-w-0 gap-3">
                <CompanyLogo company={c} size={40} />
                <div className="min-w-0 space-y-1">
                  <p className="break-words font-medium">
                    <Link to={paths.company(c.slug)} className="hover:underline">
                      {c.name}
                    </Link>
                  </p>
                  <p className="break-all text-sm text-muted-foreground">/companies/{c.slug}</p>
                  {c.website ? (
                    <p className="break-all text-sm">
                      <a href={c.website} rel="noopener noreferrer nofollow" target="_blank" className="text-primary hover:underline">
                        {c.website}
                      </a>
                    </p>
                  ) : (
                    <p className="text-sm text-muted-foreground">No website</p>
                  )}
                  <p className="text-sm text-muted-foreground">
                    {count(c.recruiters, "approved recruiter", "approved recruiters")} · {count(c.openJobs, "open job", "open jobs")} ·{" "}
                    {count(c.pendingRequests.length, "pending request", "pending requests")}
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap gap-2 sm:shrink-0">
                <Button size="sm" variant="outline" aria-label={`Edit ${c.name}`} onClick={() => setEditing(c)}>
                  <Pencil /> Edit
                </Button>
                <StaffReasonDialog
                  id={`delete-company-${c.id}`}
                  trigger="Delete"
                  triggerContent={
                    <>
                      <Trash2 /> Delete
                    </>
                  }
                  triggerVariant="outline"
                  triggerLabel={`Delete ${c.name}`}
                  title={`Delete "${c.name}"?`}
                  description="Its page and its recruiters go; its jobs stay, without the company. The owner is mailed the reason and the deletion is recorded in the staff log."
                  mailedTo="member"
                  confirm="Delete company"
                  done="Company deleted"
                  failed="Failed to delete the company"
                  destructive
                  onConfirm={(reason) => actions.onDelete(c, reason)}
                />
              </div>
            </div>
            {c.pendingRequests.length > 0 && (
              <ul className="divide-y rounded-md border bg-muted/30" aria-label={`Requests to join ${c.name}`}>
                {c.pendingRequests.map((r) => (
                  <JoinRequest key={r.id} name={r.name} company={c.name} onDecide={(approve) => actions.onDecide(r.id, approve)} />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function JoinRequest({ name, company, onDecide }: { name: string; company: string; onDecide: (approve: boolean) => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const decide = async (approve: boolean) => {
    setBusy(true);
    try {
      await onDecide(approve);
      toast.success(approve ? `${name} may now post jobs as ${company}` : `The request of ${name} was declined`);
    } catch (err) {
      toast.error(errorMessage(err, "Failed to decide the request"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <span className="break-words">
        {name} <span className="text-muted-foreground">(asks to join)</span>
      </span>
      <span className="flex gap-2">
        <Button size="sm" disabled={busy} onClick={() => void decide(true)} aria-label={`Approve ${name} for ${company}`}>
          <Check /> Approve
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => void decide(false)}
          aria-label={`Decline ${name} for ${company}`}
        >
          <X /> Decline
        </Button>
      </span>
    </li>
  );
}

/** The admin's edit: the company's fields, the reason (staff log, mailed to the owner) and a new logo. */
export function EditCompanyDialog({
  company,
  onClose,
  onSubmit,
}: {
  company: AdminCompanyDto;
  onClose: () => void;
  onSubmit: (input: AdminUpdateCompanyInput, logo: File | null) => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(adminUpdateCompanyInputSchema, {
    defaultValues: { name: company.name, website: company.website ?? "", description: company.description, reason: "" },
  });
  const logo = useRef<HTMLInputElement>(null);
  const submit = async (values: AdminUpdateCompanyInput) => {
    try {
      await onSubmit(values, logo.current?.files?.[0] ?? null);
      toast.success("Company updated");
      onClose();
    } catch (err) {
      applyServerErrors(err);
      toast.error(errorMessage(err, "Failed to update the company"));
    }
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Edit {company.name}</DialogTitle>
          <DialogDescription>The owner is mailed the reason and the change is recorded in the staff log.</DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={handleSubmit(submit)} noValidate className="space-y-4" aria-label={`Edit ${company.name}`}>
          <Field id="admin-company-name" label="Company name" error={errors.name?.message}>
            <Input {...register("name")} />
          </Field>
          <Field id="admin-company-website" label="Website (optional)" error={errors.website?.message}>
            <Input type="url" placeholder="https://" {...register("website")} />
          </Field>
          <Field id="admin-company-description" label="Description (optional)" error={errors.description?.message}>
            <Textarea rows={4} {...register("description")} />
          </Field>
          <Field id="admin-company-logo" label="New logo (optional)" hint="An image; it is resized to 256 px.">
            <Input ref={logo} type="file" accept="image/png,image/jpeg,image/webp,image/gif" />
          </Field>
          <Field id="admin-company-reason" label="Reason (mailed to the member and kept in the staff log)" error={errors.reason?.message}>
            <Textarea rows={3} {...register("reason")} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Saving..." : "Save changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
