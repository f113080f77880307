import { APPLICATION_NOTE_MAX, CANDIDATE_STAGE_LABELS } from "@common/applications";
import { applyInputSchema } from "@common/applications.schema";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import { useApply, useMyApplications } from "../api/applications";

/** The note, as the API checks it (the job is the page's). */
const noteSchema = applyInputSchema.pick({ note: true });

/**
 * Apply to a job with a short note; the recruiter sees it with the member's profile. Once applied, the
 * status shows instead (the note can be replaced by applying again).
 */
export function ApplyForm({ jobId, myApplicationsHref }: { jobId: string; myApplicationsHref: string }) {
  const { data } = useMyApplications();
  const apply = useApply();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
    applyServerErrors,
  } = useServerForm(noteSchema, { defaultValues: { note: "" } });
  const note = watch("note") ?? "";
  const mine = data?.applications.find((a) => a.jobId === jobId);
  const submit = async (v: { note?: string }) => {
    try {
      await apply.mutateAsync({ jobId, note: v.note || undefined });
      toast.success("Application sent");
      reset();
    } catch (err) {
      applyServerErrors(err);
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
          <form onSubmit={handleSubmit(submit)} noValidate className="space-y-3">
            <p className="text-sm text-muted-foreground">The recruiter sees your profile and this note.</p>
            <Label htmlFor="application-note">Note to the recruiter (optional)</Label>
            <Textarea
              id="application-note"
              rows={4}
              maxLength={APPLICATION_NOTE_MAX}
              aria-describedby="application-note-count"
              aria-invalid={errors.note ? true : undefined}
              {...register("note")}
            />
            {errors.note?.message && (
              <p role="alert" className="text-sm text-destructive">
                {errors.note.message}
              </p>
            )}
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
