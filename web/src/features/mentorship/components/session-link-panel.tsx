import { sessionLinkCancelSchema, sessionLinkRescheduleSchema, type SessionLinkDto } from "@common/session-links.schema";
import { formatInZone, zonedToUtc } from "@common/time";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Loading } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import { useMentor } from "../api/mentorship";
import { useCancelBySessionLink, useRescheduleBySessionLink, useSessionLink } from "../api/session-link";

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
type Step = "choose" | "cancel" | "reschedule" | "cancelled" | "proposed";

/**
 * The page behind a session mail's reschedule/cancel link (docs/decisions/085): the session in the
 * viewer's zone, then a confirmation step; nothing changes until the visitor confirms.
 */
export function SessionLinkPanel({ id, token }: { id: string; token: string }) {
  const link = useSessionLink(id, token);
  const [step, setStep] = useState<Step>("choose");
  const s = link.data;
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <CardTitle as="h1">Your mentorship session</CardTitle>
        {s && (
          <CardDescription>
            With {s.other.name} · {s.topic}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {!token ? (
          <p role="alert" className="text-destructive">
            This link is incomplete. Please open it again from your mail.
          </p>
        ) : link.isPending ? (
          <Loading text="Loading your session..." />
        ) : link.isError ? (
          <p role="alert" className="text-destructive">
            {errorMessage(link.error, "This link could not be opened. Please try again.")}
          </p>
        ) : (
          <>
            <SessionSummary s={s!} />
            {step === "cancelled" ? (
              <p role="status" className="rounded-md bg-muted p-3 text-sm">
                The session is cancelled. {s!.other.name} has been told.
              </p>
            ) : step === "proposed" ? (
              <p role="status" className="rounded-md bg-muted p-3 text-sm">
                New time proposed. {s!.other.name} will be asked to accept it; you will get a mail either way.
              </p>
            ) : s!.status !== "pending" && s!.status !== "approved" ? (
              <p role="status" className="text-sm text-muted-foreground">
                This session is {s!.status}: there is nothing left to change.
              </p>
            ) : step === "cancel" ? (
              <CancelForm s={s!} token={token} onBack={() => setStep("choose")} onDone={() => setStep("cancelled")} />
            ) : step === "reschedule" ? (
              <RescheduleForm s={s!} token={token} onBack={() => setStep("choose")} onDone={() => setStep("proposed")} />
            ) : (
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button onClick={() => setStep("reschedule")}>Choose another time</Button>
                <Button variant="outline" onClick={() => setStep("cancel")}>
                  Cancel the session
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function SessionSummary({ s }: { s: SessionLinkDto }) {
  const zone = viewerZone();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">When</dt>
      <dd data-testid="session-when">{formatInZone(s.startsAt, zone)}</dd>
      {s.other.timezone !== zone && (
        <>
          <dt className="text-muted-foreground">For {s.other.name}</dt>
          <dd>{formatInZone(s.startsAt, s.other.timezone)}</dd>
        </>
      )}
      <dt className="text-muted-foreground">Status</dt>
      <dd>
        <Badge variant={s.status === "approved" ? "default" : "outline"}>{s.status === "approved" ? "confirmed" : s.status}</Badge>
      </dd>
      {s.location && (
        <>
          <dt className="text-muted-foreground">Where</dt>
          <dd className="break-all">{s.location}</dd>
        </>
      )}
      {s.proposal && (
        <>
          <dt className="text-muted-foreground">Proposed</dt>
          <dd>
            {formatInZone(s.proposal.startsAt, zone)} ({s.proposal.byYou ? "by you, waiting for an answer" : `by ${s.other.name}`})
          </dd>
        </>
      )}
    </dl>
  );
}

function CancelForm({ s, token, onBack, onDone }: { s: SessionLinkDto; token: string; onBack: () => void; onDone: () => void }) {
  const cancel = useCancelBySessionLink(s.id);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(sessionLinkCancelSchema, { defaultValues: { token, reason: "" } });
  const submit = handleSubmit(async (values) => {
    try {
      await cancel.mutateAsync(values);
      onDone();
    } catch (err) {
      if (!applyServerErrors(err)) toast.error(errorMessage(err, "The session could not be cancelled. Please try again."));
    }
  });
  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-3">
      <p className="text-sm">Cancel the session with {s.other.name}? They will get a mail, with your reason if you give one.</p>
      <Field id="cancel-reason" label="Reason (optional)" error={errors.reason?.message} className="space-y-1">
        <Textarea rows={3} {...register("reason")} />
      </Field>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          Yes, cancel the session
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          Keep it
        </Button>
      </div>
    </form>
  );
}

/** The mentor's free slots, from the booking page's source (GET /api/mentors/:id, `open`), each with the viewer's time. */
function RescheduleForm({ s, token, onBack, onDone }: { s: SessionLinkDto; token: string; onBack: () => void; onDone: () => void }) {
  const { data, isLoading } = useMentor(s.mentor.id);
  const reschedule = useRescheduleBySessionLink(s.id);
  const zone = viewerZone();
  const {
    register,
    handleSubmit,
    resetField,
    watch,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(sessionLinkRescheduleSchema, { defaultValues: { token, date: "" } });
  const date = watch("date");
  if (isLoading) return <Loading text="Loading free times..." />;
  const open = data?.open ?? {};
  const dates = Object.keys(open).filter((d) => (open[d] ?? []).some((t) => !(d === s.date && t === s.time)));
  const times = (open[date] ?? []).filter((t) => !(date === s.date && t === s.time));
  const submit = handleSubmit(async (values) => {
    try {
      await reschedule.mutateAsync(values);
      onDone();
    } catch (err) {
      if (!applyServerErrors(err)) toast.error(errorMessage(err, "This time could not be proposed. Please choose another one."));
    }
  });
  const dateField = register("date");
  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Free times of {s.mentor.name}. Each is shown in your time zone ({zone}); {s.other.name} is asked to accept the new time.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="new-date" label="New date" error={errors.date?.message} className="space-y-1">
          <select
            className="block h-9 w-full rounded-md border bg-background px-2 text-sm"
            {...dateField}
            onChange={(e) => {
              void dateField.onChange(e);
              resetField("time");
            }}
          >
            <option value="">Choose a date</option>
            {dates.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </Field>
        <Field id="new-time" label="New time" error={errors.time?.message} className="space-y-1">
          <select
            key={date}
            className="block h-9 w-full rounded-md border bg-background px-2 text-sm"
            disabled={!date}
            {...register("time")}
          >
            <option value="">Choose a time</option>
            {times.map((t) => (
              <option key={t} value={t}>
                {formatInZone(zonedToUtc(date, t, s.mentor.timezone), zone)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={isSubmitting}>
          Propose this time
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          Back
        </Button>
      </div>
    </form>
  );
}
