import { rescheduleInputSchema, sessionLocationSchema, type AppointmentDto } from "@common/mentorship.schema";
import { formatInZone } from "@common/time";
import { Download } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { useMe } from "@/lib/me";
import { useAppointmentActions, useAppointments, useMentor } from "../api/mentorship";
import { Input } from "@/components/ui/input";
import { MentorAvatar } from "./mentor-card";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import { Field } from "@/components/ui/field";

const badgeVariant = (s: AppointmentDto["status"]) =>
  s === "approved"
    ? "default"
    : s === "pending" || s === "waitlisted"
      ? "outline"
      : s === "completed" || s === "expired"
        ? "secondary"
        : "destructive";

const isLink = (v: string) => /^https:\/\//i.test(v);

type Panel = "none" | "decline" | "cancel" | "reschedule" | "place";

/** The mentor's open slots (what the server accepts), to propose a new time from. */
function RescheduleForm({ a, onDone }: { a: AppointmentDto; onDone: () => void }) {
  // An active session's mentor exists (a deleting mentor's sessions are cancelled first, decision 058).
  const { data, isLoading } = useMentor(a.mentor.id ?? "");
  const { propose } = useAppointmentActions();
  const {
    register,
    handleSubmit,
    resetField,
    watch,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(rescheduleInputSchema, { defaultValues: { date: "" } });
  const date = watch("date");
  const dates = Object.keys(data?.open ?? {}).filter((d) => d !== a.date || (data?.open[d]?.length ?? 0) > 1);
  const times = (data?.open[date] ?? []).filter((t) => !(date === a.date && t === a.time));
  if (isLoading) return <Loading text="Loading free times..." />;
  const submit = handleSubmit(async (values) => {
    try {
      await propose.mutateAsync({ id: a.id, ...values });
      toast.success("New time proposed. The other side will be asked to accept it.");
      onDone();
    } catch (err) {
      if (!applyServerErrors(err)) toast.error(errorMessage(err, "Could not propose this time"));
    }
  });
  const dateField = register("date");
  return (
    <form method="post" className="space-y-2" noValidate onSubmit={submit}>
      <p className="text-sm text-muted-foreground">
        Free times of {a.mentor.fullName}, in their zone ({a.mentorTimezone}).
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Field id={`reschedule-date-${a.id}`} label="New date" error={errors.date?.message} className="space-y-1">
          <select
            className="block h-9 w-full rounded-md border bg-background px-2 text-sm"
            {...dateField}
            onChange={(e) => {
              void dateField.onChange(e);
              resetField("time"); // the time select is drawn anew for the new date
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
        <Field id={`reschedule-time-${a.id}`} label="New time" error={errors.time?.message} className="space-y-1">
          <select
            key={date}
            className="block h-9 w-full rounded-md border bg-background px-2 text-sm"
            disabled={!date}
            {...register("time")}
          >
            <option value="">Choose a time</option>
            {times.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="flex gap-2">
        <Button size="sm" type="submit" disabled={isSubmitting}>
          Propose this time
        </Button>
        <Button size="sm" type="button" variant="ghost" onClick={onDone}>
          Back
        </Button>
      </div>
    </form>
  );
}

/** Where the session takes place: a meeting link (https://…) or a place (sessionLocationSchema). */
function PlaceForm({ a, onDone }: { a: AppointmentDto; onDone: () => void }) {
  const { setLocation } = useAppointmentActions();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(sessionLocationSchema, { defaultValues: { location: a.location ?? "" } });
  const submit = handleSubmit(async ({ location }) => {
    try {
      await setLocation.mutateAsync({ id: a.id, location: location ?? "" });
      toast.success("Meeting place saved");
      onDone();
    } catch (err) {
      if (!applyServerErrors(err)) toast.error(errorMessage(err, "Failed to save the meeting place"));
    }
  });
  return (
    <form method="post" className="space-y-2" noValidate onSubmit={submit}>
      <Field id={`place-${a.id}`} label="Meeting link (https://…) or place" error={errors.location?.message} className="space-y-1">
        <Input maxLength={500} {...register("location")} />
      </Field>
      <div className="flex gap-2">
        <Button size="sm" type="submit" disabled={isSubmitting}>
          Save meeting place
        </Button>
        <Button size="sm" type="button" variant="ghost" onClick={onDone}>
          Back
        </Button>
      </div>
    </form>
  );
}

function AppointmentItem({ a, asMentor }: { a: AppointmentDto; asMentor: boolean }) {
  const { decide, cancel, answer } = useAppointmentActions();
  const [panel, setPanel] = useState<Panel>("none");
  const [reason, setReason] = useState("");
  const other = asMentor ? a.mentee : a.mentor;
  // Each reader sees their own zone, named, with the other party's beside it.
  const ownZone = asMentor ? a.mentorTimezone : a.menteeTimezone;
  const otherZone = asMentor ? a.menteeTimezone : a.mentorTimezone;
  const active = a.status === "pending" || a.status === "approved";
  const mine = a.proposal && a.proposal.by === (asMentor ? "mentor" : "mentee");
  const act = async (status: "approved" | "declined") => {
    try {
      await decide.mutateAsync({ id: a.id, status, reason });
      toast.success(`Appointment ${status} successfully`);
      setPanel("none");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to update appointment"));
    }
  };
  const onCancel = async () => {
    try {
      await cancel.mutateAsync({ id: a.id, reason });
      toast.success("Appointment cancelled successfully");
      setPanel("none");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to update appointment"));
    }
  };
  const onAnswer = async (accept: boolean) => {
    try {
      await answer.mutateAsync({ id: a.id, accept });
      toast.success(accept ? "The session was moved" : "The proposed time was declined");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to answer the proposal"));
    }
  };
  return (
    <Card data-testid={`session-${a.id}`}>
      <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
        <div className="flex min-w-0 items-center gap-3">
          <MentorAvatar mentor={other} className="h-10 w-10 shrink-0" />
          <div className="min-w-0">
            <CardTitle className="text-base break-words">{a.topic}</CardTitle>
            <p className="text-sm text-muted-foreground">
              {asMentor
                ? `With ${a.mentee.fullName}`
                : `With ${a.mentor.fullName}${a.mentor.title ? `, ${a.mentor.title}` : ""}${a.mentor.company ? ` at ${a.mentor.company}` : ""}`}
            </p>
            <p className="text-sm font-medium" data-testid="session-time">
              <time dateTime={a.startsAt}>{formatInZone(a.startsAt, ownZone)}</time>
            </p>
            <p className="text-xs text-muted-foreground" data-testid="session-type">
              {a.sessionType?.title ?? "Mentorship session"} · {a.durationMinutes} min
              {a.sessionType?.kind === "group" ? " · group" : ""}
            </p>
            {otherZone !== ownZone && (
              <p className="text-xs text-muted-foreground" data-testid="session-other-time">
                {other.fullName}: {formatInZone(a.startsAt, otherZone)}
              </p>
            )}
          </div>
        </div>
        <Badge variant={badgeVariant(a.status)}>{a.status}</Badge>
      </CardHeader>
      <CardContent className="space-y-3">
        {a.location && (
          <p className="text-sm break-words">
            {isLink(a.location) ? (
              <>
                Meeting link:{" "}
                <a className="underline" href={a.location} target="_blank" rel="noreferrer noopener">
                  {a.location}
                </a>
              </>
            ) : (
              <>Place: {a.location}</>
            )}
          </p>
        )}
        {a.notes && <p className="text-sm text-muted-foreground">Notes: {a.notes}</p>}
        {a.declineReason && <p className="text-sm text-muted-foreground">Reason: {a.declineReason}</p>}
        {a.status === "cancelled" && (a.cancelledBy || a.cancelReason) && (
          <p className="text-sm text-muted-foreground">
            {a.cancelledBy ? `Cancelled by ${a.cancelledBy === (asMentor ? "mentor" : "mentee") ? "you" : other.fullName}` : "Cancelled"}
            {a.cancelReason ? `: ${a.cancelReason}` : "."}
          </p>
        )}
        {active && a.proposal && (
          <div role="status" className="rounded-md border border-dashed p-3 text-sm">
            <p>
              {mine ? "You proposed" : `${other.fullName} proposed`} a new time:{" "}
              <strong>{formatInZone(a.proposal.startsAt, ownZone)}</strong>
            </p>
            {otherZone !== ownZone && (
              <p className="text-xs text-muted-foreground">
                {other.fullName}: {formatInZone(a.proposal.startsAt, otherZone)}
              </p>
            )}
            {mine ? (
              <p className="mt-1 text-muted-foreground">Waiting for {other.fullName} to answer.</p>
            ) : (
              <div className="mt-2 flex flex-wrap gap-2">
                <Button size="sm" onClick={() => void onAnswer(true)} disabled={answer.isPending}>
                  Accept new time
                </Button>
                <Button size="sm" variant="outline" onClick={() => void onAnswer(false)} disabled={answer.isPending}>
                  Keep current time
                </Button>
              </div>
            )}
          </div>
        )}
        {panel === "none" && (
          <div className="flex flex-wrap gap-2">
            {asMentor && a.status === "pending" && (
              <>
                <Button size="sm" onClick={() => void act("approved")} disabled={decide.isPending}>
                  Approve
                </Button>
                <Button size="sm" variant="outline" onClick={() => setPanel("decline")}>
                  Decline
                </Button>
              </>
            )}
            {active && a.sessionType?.kind !== "group" && (
              <Button size="sm" variant="outline" onClick={() => setPanel("reschedule")}>
                Propose a new time
              </Button>
            )}
            {asMentor && active && (
              <Button size="sm" variant="outline" onClick={() => setPanel("place")}>
                {a.location ? "Change meeting place" : "Set meeting place"}
              </Button>
            )}
            {((!asMentor && (active || a.status === "waitlisted")) || (asMentor && a.status === "approved")) && (
              <Button size="sm" variant="outline" onClick={() => setPanel("cancel")}>
                {asMentor ? "Cancel session" : "Cancel booking"}
              </Button>
            )}
            {a.status === "approved" && (
              <Button size="sm" variant="secondary" asChild>
                <a href={`/api/appointments/${a.id}/ics`} download>
                  <Download /> Add to calendar (.ics)
                </a>
              </Button>
            )}
          </div>
        )}
        {(panel === "decline" || panel === "cancel") && (
          <div className="space-y-2">
            <label htmlFor={`reason-${a.id}`} className="text-sm font-medium">
              Reason (optional{panel === "cancel" ? `, ${other.fullName} will read it` : ""})
            </label>
            <Textarea id={`reason-${a.id}`} value={reason} onChange={(e) => setReason(e.target.value)} rows={2} maxLength={1000} />
            <div className="flex gap-2">
              {panel === "decline" ? (
                <Button size="sm" variant="destructive" onClick={() => void act("declined")} disabled={decide.isPending}>
                  Decline request
                </Button>
              ) : (
                <Button size="sm" variant="destructive" onClick={() => void onCancel()} disabled={cancel.isPending}>
                  Cancel this session
                </Button>
              )}
              <Button size="sm" variant="ghost" onClick={() => setPanel("none")}>
                Back
              </Button>
            </div>
          </div>
        )}
        {panel === "reschedule" && <RescheduleForm a={a} onDone={() => setPanel("none")} />}
        {panel === "place" && <PlaceForm a={a} onDone={() => setPanel("none")} />}
      </CardContent>
    </Card>
  );
}

/** Sessions (appointments) tab of /profile. */
export function SessionsTab() {
  const { me } = useMe();
  const { data, isLoading, isError } = useAppointments();
  const isMentor = me?.user.role === "mentor" || me?.user.role === "admin";
  if (isLoading) return <Loading text="Loading sessions..." />;
  if (isError || !data)
    return (
      <p role="alert" className="text-destructive">
        Failed to load your sessions.
      </p>
    );
  return (
    <div className="space-y-8">
      {isMentor && (
        <section className="space-y-3">
          <h2 className="text-xl font-semibold">Requests to you</h2>
          {data.asMentor.length === 0 ? (
            <p className="text-muted-foreground">No session requests yet.</p>
          ) : (
            data.asMentor.map((a) => <AppointmentItem key={a.id} a={a} asMentor />)
          )}
        </section>
      )}
      <section className="space-y-3">
        <h2 className="text-xl font-semibold">{isMentor ? "Sessions you booked" : "Your sessions"}</h2>
        {data.asMentee.length === 0 ? (
          <div className="rounded-lg border p-8 text-center">
            <p className="mb-4 text-muted-foreground">You have no mentorship sessions yet.</p>
            {!isMentor && (
              <Button asChild>
                <Link to={paths.mentorship}>Browse Mentors</Link>
              </Button>
            )}
          </div>
        ) : (
          data.asMentee.map((a) => <AppointmentItem key={a.id} a={a} asMentor={false} />)
        )}
      </section>
    </div>
  );
}
