import { useState } from "react";
import { APPLICATION_NOTE_MAX, CANDIDATE_STAGE_LABELS } from "@common/applications";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client";
import { useApply, useMyApplications } from "../api/applications";

/**
 * Apply to a job with a short note; the recruiter sees it with the member's profile. Once applied, the
 * status shows instead (the note can be replaced by applying again).
 */
export function ApplyForm({ jobId, myApplicationsHref }: { jobId: string; myApplicationsHref: string }) {
  const { data } = useMyApplications();
  const apply = useApply();
  const [note, setNote] = useState("");
  const mine = data?.applications.find((a) => a.jobId === jobId);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      await apply.mutateAsync({ jobId, note: note.trim() || undefined });
      toast.success("Application sent");
      setNote("");
    } catch (err) {
      toast.error(errorMessage(err, "Could not send the application"));
    }
  };
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2">Apply for this job</CardTitle>
      </CardHeader>
      <CardContent>
        {mine ? (
          <p>
            You applied for this job. Status: <strong>{CANDIDATE_STAGE_LABELS[mine.stage]}</strong>.{" "}
            <a className="underline underline-offset-4" href={myApplicationsHref}>
              My applications
            </a>
          </p>
        ) : (
          <form onSubmit={(e) => void submit(e)} className="space-y-3">
            <p className="text-sm text-muted-foreground">The recruiter sees your profile and this note.</p>
            <Label htmlFor="application-note">Note to the recruiter (optional)</Label>
            <Textarea
              id="application-note"
              rows={4}
              maxLength={APPLICATION_NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              aria-describedby="application-note-count"
            />
            <p id="application-note-count" className="text-xs text-muted-foreground">
              {note.length}/{APPLICATION_NOTE_MAX}
            </p>
            <Button type="submit" disabled={apply.isPending}>
              {apply.isPending ? "Applying..." : "Apply"}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
