import { useState } from "react";
import { APPLICATION_STAGES, STAGE_LABELS, rejectionTemplate, type ApplicationStage } from "@common/applications";
import type { ApplicantDto } from "@common/applications.schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { StaffReasonDialog } from "@/components/moderation/staff-reason-dialog";
import { Loading } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client";
import {
  applicantsCsvUrl,
  useAddApplicantNote,
  useBulkMoveApplicants,
  useJobApplicants,
  useMoveApplicant,
  type MoveInput,
} from "../api/applications";

const selectClass = "h-9 rounded-md border border-input bg-background px-2 text-sm";
const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

/** Who gets the rejection: one applicant (the template names them) or several ({name} is filled in per person). */
type Rejecting = { ids: string[]; name: string | null };
/** A move made as staff, waiting for its reason. */
type StaffMove = { ids: string[]; name: string | null; input: MoveInput };

const movedText = (n: number, stage: ApplicationStage) =>
  n === 1 ? `Moved to ${STAGE_LABELS[stage]}` : `${n} applicants moved to ${STAGE_LABELS[stage]}`;

/**
 * A job's applicants in the pipeline stages (docs/decisions/079-applicant-pipeline.md): counts per stage,
 * a move per applicant or for the selected ones, private notes, a rejection mail to edit before sending,
 * and the CSV export. An admin who is not one of the job's recruiters moves as staff: each move asks a reason,
 * kept in the staff log (docs/decisions/096).
 */
export function ApplicantPipeline({ jobId }: { jobId: string }) {
  const { data, isLoading, isError, error } = useJobApplicants(jobId);
  const move = useMoveApplicant();
  const bulk = useBulkMoveApplicants(jobId);
  const [filter, setFilter] = useState<ApplicationStage | "all">("all");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkStage, setBulkStage] = useState<ApplicationStage>("reviewing");
  const [rejecting, setRejecting] = useState<Rejecting | null>(null);
  const [message, setMessage] = useState("");
  const [staffMove, setStaffMove] = useState<StaffMove | null>(null);

  if (isLoading) return <Loading text="Loading applicants..." />;
  if (isError || !data) return <p role="alert">{errorMessage(error, "Could not load the applicants")}</p>;

  const shown = filter === "all" ? data.applicants : data.applicants.filter((a) => a.stage === filter);
  const total = data.applicants.length;

  const asStaff = data.job.managedAs === "staff";

  const send = async (ids: string[], input: MoveInput) => {
    if (ids.length === 1) await move.mutateAsync({ id: ids[0]!, ...input });
    else await bulk.mutateAsync({ applicationIds: ids, ...input });
    setSelected(new Set());
  };
  const run = async (ids: string[], input: MoveInput) => {
    try {
      await send(ids, input);
      toast.success(movedText(ids.length, input.stage));
      return true;
    } catch (err) {
      toast.error(errorMessage(err, "Could not move the applicant"));
      return false;
    }
  };
  /** A recruiter's move goes at once; staff give their reason first. */
  const go = async (ids: string[], name: string | null, input: MoveInput) => {
    if (!asStaff) return run(ids, input);
    setStaffMove({ ids, name, input });
    return true;
  };
  const startMove = (ids: string[], stage: ApplicationStage, name: string | null) => {
    if (stage !== "rejected") return void go(ids, name, { stage });
    setMessage(rejectionTemplate({ jobTitle: data.job.title, candidateName: name ?? "{name}" }));
    setRejecting({ ids, name });
  };
  const staffWho = staffMove ? (staffMove.name ?? `${staffMove.ids.length} applicants`) : "";
  const staffRejects = staffMove?.input.stage === "rejected";
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <nav aria-label="Stages" className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={filter === "all" ? "default" : "outline"}
            aria-pressed={filter === "all"}
            onClick={() => setFilter("all")}
          >
            All ({total})
          </Button>
          {APPLICATION_STAGES.map((s) => (
            <Button
              key={s}
              size="sm"
              variant={filter === s ? "default" : "outline"}
              aria-pressed={filter === s}
              onClick={() => setFilter(s)}
            >
              {STAGE_LABELS[s]} ({data.counts[s]})
            </Button>
          ))}
        </nav>
        <Button size="sm" variant="outline" asChild>
          <a href={applicantsCsvUrl(jobId)} download>
            Export CSV
          </a>
        </Button>
      </div>

      {selected.size > 0 && (
        <div role="group" aria-label="Selected applicants" className="flex flex-wrap items-center gap-2 rounded-md border p-3">
          <span className="text-sm">{selected.size} selected</span>
          <Label htmlFor="bulk-stage" className="sr-only">
            Move selected to
          </Label>
          <select
            id="bulk-stage"
            className={selectClass}
            value={bulkStage}
            onChange={(e) => setBulkStage(e.target.value as ApplicationStage)}
          >
            {APPLICATION_STAGES.map((s) => (
              <option key={s} value={s}>
                {STAGE_LABELS[s]}
              </option>
            ))}
          </select>
          <Button size="sm" disabled={bulk.isPending} onClick={() => startMove([...selected], bulkStage, null)}>
            Move selected
          </Button>
        </div>
      )}

      {shown.length === 0 ? (
        <p className="text-muted-foreground">{total === 0 ? "No applicants yet" : "No applicants in this stage"}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Applicants">
          {shown.map((a) => (
            <ApplicantCard
              // A new stage resets the card's stage picker to it.
              key={`${a.id}:${a.stage}`}
              a={a}
              checked={selected.has(a.id)}
              onCheck={() => toggle(a.id)}
              busy={move.isPending}
              onMove={(stage) => startMove([a.id], stage, a.candidate.fullName)}
            />
          ))}
        </ul>
      )}

      <Dialog open={rejecting !== null} onOpenChange={(open) => !open && setRejecting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{rejecting?.name ? `Reject ${rejecting.name}` : `Reject ${rejecting?.ids.length ?? 0} applicants`}</DialogTitle>
            <DialogDescription>
              The candidate sees "Not selected" and, if their settings allow it, receives this mail. Edit it before sending
              {rejecting?.name ? "." : "; {name} becomes each candidate's name."}
            </DialogDescription>
          </DialogHeader>
          <Label htmlFor="rejection-message">Rejection mail</Label>
          <Textarea id="rejection-message" rows={9} value={message} onChange={(e) => setMessage(e.target.value)} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setRejecting(null)}>
              Cancel
            </Button>
            <Button
              disabled={!message.trim() || move.isPending || bulk.isPending}
              onClick={async () => {
                if (rejecting && (await go(rejecting.ids, rejecting.name, { stage: "rejected", message }))) setRejecting(null);
              }}
            >
              {asStaff ? "Continue" : "Send rejection"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      {asStaff && (
        <StaffReasonDialog
          id={`pipeline-${jobId}`}
          open={staffMove !== null}
          onOpenChange={(open) => !open && setStaffMove(null)}
          trigger="Move"
          triggerLabel="Move as staff"
          title={staffRejects ? `Reject ${staffWho}` : `Move ${staffWho} to ${staffMove ? STAGE_LABELS[staffMove.input.stage] : ""}`}
          description="You are not one of this job's recruiters: you move its applicants as staff, and the move is kept in the staff log with your reason. Any stage mail goes to the candidate as usual, without the reason."
          reasonLabel="Reason (kept in the staff log)"
          confirm={staffRejects ? "Send rejection" : "Move"}
          done={staffMove ? movedText(staffMove.ids.length, staffMove.input.stage) : ""}
          failed="Could not move the applicant"
          confirmDisabled={move.isPending || bulk.isPending}
          onConfirm={(reason) => (staffMove ? send(staffMove.ids, { ...staffMove.input, reason }) : Promise.resolve())}
        />
      )}
    </div>
  );
}

function ApplicantCard({
  a,
  checked,
  onCheck,
  busy,
  onMove,
}: {
  a: ApplicantDto;
  checked: boolean;
  onCheck: () => void;
  busy: boolean;
  onMove: (stage: ApplicationStage) => void;
}) {
  const name = a.candidate.fullName;
  const [stage, setStage] = useState<ApplicationStage>(a.stage);
  const [note, setNote] = useState("");
  const addNote = useAddApplicantNote();
  const stageId = `stage-${a.id}`;
  const noteId = `note-${a.id}`;
  const saveNote = async () => {
    try {
      await addNote.mutateAsync({ id: a.id, body: note });
      setNote("");
      toast.success("Note added");
    } catch (err) {
      toast.error(errorMessage(err, "Could not add the note"));
    }
  };
  return (
    <li>
      <Card>
        <CardHeader className="flex flex-row items-start gap-3 space-y-0">
          <input type="checkbox" className="mt-1 h-4 w-4" checked={checked} onChange={onCheck} aria-label={`Select ${name}`} />
          <div className="min-w-0 flex-1">
            <CardTitle as="h3" className="text-lg break-words">
              {name}
            </CardTitle>
            <p className="text-sm text-muted-foreground break-words">
              {[a.candidate.title, a.candidate.company, a.candidate.location].filter(Boolean).join(" · ")}
            </p>
            <p className="text-sm break-all">
              <a className="underline-offset-4 hover:underline" href={`mailto:${a.candidate.email}`}>
                {a.candidate.email}
              </a>
            </p>
          </div>
          <Badge aria-label={`Stage: ${STAGE_LABELS[a.stage]}`}>{STAGE_LABELS[a.stage]}</Badge>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-xs text-muted-foreground">Applied {day(a.appliedAt)}</p>
          {a.note && <p className="whitespace-pre-line text-sm break-words">{a.note}</p>}
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1">
              <Label htmlFor={stageId}>Stage</Label>
              <select
                id={stageId}
                aria-label={`Stage for ${name}`}
                className={selectClass}
                value={stage}
                onChange={(e) => setStage(e.target.value as ApplicationStage)}
              >
                {APPLICATION_STAGES.map((s) => (
                  <option key={s} value={s}>
                    {STAGE_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            <Button size="sm" disabled={busy || stage === a.stage} onClick={() => onMove(stage)} aria-label={`Move ${name}`}>
              Move
            </Button>
            {a.stage !== "rejected" && (
              <Button size="sm" variant="outline" disabled={busy} onClick={() => onMove("rejected")} aria-label={`Reject ${name}`}>
                Reject
              </Button>
            )}
          </div>
          <section aria-label={`Private notes on ${name}`} className="space-y-2">
            <h4 className="text-sm font-medium">Private notes</h4>
            {a.notes.length === 0 ? (
              <p className="text-xs text-muted-foreground">No notes yet. Only this job's recruiters and admins see them.</p>
            ) : (
              <ul className="space-y-1">
                {a.notes.map((n) => (
                  <li key={n.id} className="text-sm break-words">
                    <span className="font-medium">{n.authorName}:</span> {n.body}
                  </li>
                ))}
              </ul>
            )}
            <Textarea
              id={noteId}
              aria-label={`Private note on ${name}`}
              rows={2}
              maxLength={2000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              placeholder="Add a private note"
            />
            <Button size="sm" variant="secondary" disabled={!note.trim() || addNote.isPending} onClick={() => void saveNote()}>
              Add note
            </Button>
          </section>
        </CardContent>
      </Card>
    </li>
  );
}
