import { FEEDBACK_NOTE_MAX, FEEDBACK_RATINGS, feedbackInputSchema, type MyFeedbackDto } from "@common/session-feedback.schema";
import { format } from "date-fns";
import { Star } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Loading } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import { cn } from "@/lib/utils";
import { useRecordedRating, useSaveFeedback } from "../api/feedback";

const LABELS: Record<number, string> = { 1: "Poor", 2: "Fair", 3: "Good", 4: "Very good", 5: "Excellent" };

/**
 * The page behind a feedback mail's rating links (docs/decisions/040-session-feedback.md): opening it
 * records the clicked rating; the form changes it, adds a private note and, for a mentee, lets the note
 * show on the mentor's page.
 */
export function FeedbackPanel({ token }: { token: string | null }) {
  const recorded = useRecordedRating(token ?? "");
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <CardTitle as="h1">Rate your session</CardTitle>
        {recorded.data && (
          <CardDescription>
            Your session with {recorded.data.otherName} on {format(new Date(`${recorded.data.sessionDate}T12:00:00`), "MMM d, yyyy")}:{" "}
            {recorded.data.topic}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {!token ? (
          <p role="alert" className="text-destructive">
            This link is not valid
          </p>
        ) : recorded.isPending ? (
          <Loading text="Recording your rating..." />
        ) : recorded.isError ? (
          <p role="alert" className="text-destructive">
            {errorMessage(recorded.error, "Your rating could not be recorded. Please try again.")}
          </p>
        ) : (
          <FeedbackForm token={token} feedback={recorded.data} />
        )}
      </CardContent>
    </Card>
  );
}

function FeedbackForm({ token, feedback }: { token: string; feedback: MyFeedbackDto }) {
  const save = useSaveFeedback();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(feedbackInputSchema, {
    defaultValues: { token, rating: feedback.rating, note: feedback.note ?? "", testimonial: feedback.testimonial },
  });
  const rating = Number(watch("rating"));
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, note: values.note ?? undefined });
      setSaved(true);
      toast.success("Thank you: your feedback is saved");
    } catch (err) {
      if (!applyServerErrors(err)) toast.error(errorMessage(err, "Your feedback could not be saved. Please try again."));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p role="status" className="rounded-md bg-muted p-3 text-sm">
        {saved
          ? "Your feedback is saved. Thank you!"
          : `Your rating of ${feedback.rating} of 5 is recorded. You can change it and add a note.`}
      </p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Your rating</legend>
        <div role="radiogroup" aria-label="Your rating" className="flex flex-wrap gap-1">
          {FEEDBACK_RATINGS.map((r) => (
            <button
              key={r}
              type="button"
              role="radio"
              aria-checked={rating === r}
              aria-label={`${r} of 5: ${LABELS[r]}`}
              onClick={() => setValue("rating", r, { shouldDirty: true })}
              className="rounded-md p-1.5 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Star aria-hidden className={cn("h-8 w-8", r <= rating ? "fill-amber-400 text-amber-500" : "text-muted-foreground")} />
            </button>
          ))}
        </div>
        <p className="text-sm text-muted-foreground">{LABELS[rating]}</p>
        {errors.rating && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.rating.message}
          </p>
        )}
      </fieldset>
      <Field
        id="feedback-note"
        label="A note (optional)"
        error={errors.note?.message}
        hint={
          feedback.role === "mentee"
            ? "What went well, what could be better. Only the community team reads it, unless you choose below to show it on your mentor's page."
            : "How the session went. Only the community team reads it."
        }
      >
        <Textarea rows={5} maxLength={FEEDBACK_NOTE_MAX} {...register("note")} />
      </Field>
      {feedback.role === "mentee" && (
        <div className="space-y-1">
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-0.5 h-4 w-4 accent-[var(--color-primary)]" {...register("testimonial")} />
            <span>Show my note on my mentor's page as a testimonial (with my first name only)</span>
          </label>
          {errors.testimonial && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.testimonial.message}
            </p>
          )}
        </div>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Save feedback"}
      </Button>
    </form>
  );
}
