import type { AppointmentDto } from "@common/mentorship.schema";
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
import { useAppointmentActions, useAppointments } from "../api/mentorship";
import { MentorAvatar } from "./mentor-card";
import { errorMessage } from "@/lib/api-client";

const badgeVariant = (s: AppointmentDto["status"]) =>
  s === "approved" ? "default" : s === "pending" ? "outline" : s === "completed" || s === "expired" ? "secondary" : "destructive";

function AppointmentItem({ a, asMentor }: { a: AppointmentDto; asMentor: boolean }) {
  const { decide, cancel } = useAppointmentActions();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const other = asMentor ? a.mentee : a.mentor;
  const act = async (status: "approved" | "declined") => {
    try {
      await decide.mutateAsync({ id: a.id, status, reason });
      toast.success(`Appointment ${status} successfully`);
      setDeclining(false);
    } catch (err) {
      toast.error(errorMessage(err, "Failed to update appointment"));
    }
  };
  const onCancel = async () => {
    if (!window.confirm(`Cancel this session? ${asMentor ? "The member" : "The mentor"} will be told.`)) return;
    try {
      await cancel.mutateAsync(a.id);
      toast.success("Appointment cancelled successfully");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to update appointment"));
    }
  };
  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
        <div className="flex items-center gap-3">
          <MentorAvatar mentor={other} className="h-10 w-10" />
          <div>
            <CardTitle className="text-base">{a.topic}</CardTitle>
            <p className="text-sm text-muted-foreground">
              {asMentor
                ? `With ${a.mentee.fullName}`
                : `With ${a.mentor.fullName}${a.mentor.title ? `, ${a.mentor.title}` : ""}${a.mentor.company ? ` at ${a.mentor.company}` : ""}`}
            </p>
            <p className="text-sm">
              {a.date} · {a.time} <span className="text-muted-foreground">({a.timezone})</span>
            </p>
          </div>
        </div>
        <Badge variant={badgeVariant(a.status)}>{a.status}</Badge>
      </CardHeader>
      <CardContent className="space-y-3">
        {a.notes && <p className="text-sm text-muted-foreground">Notes: {a.notes}</p>}
        {a.declineReason && <p className="text-sm text-muted-foreground">Reason: {a.declineReason}</p>}
        <div className="flex flex-wrap gap-2">
          {asMentor && a.status === "pending" && !declining && (
            <>
              <Button size="sm" onClick={() => void act("approved")} disabled={decide.isPending}>
                Approve
              </Button>
              <Button size="sm" variant="outline" onClick={() => setDeclining(true)}>
                Decline
              </Button>
            </>
          )}
          {!asMentor && (a.status === "pending" || a.status === "approved") && (
            <Button size="sm" variant="outline" onClick={() => void onCancel()} disabled={cancel.isPending}>
              Cancel booking
            </Button>
          )}
          {asMentor && a.status === "approved" && (
            <Button size="sm" variant="outline" onClick={() => void onCancel()} disabled={cancel.isPending}>
              Cancel session
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
        {declining && (
          <div className="space-y-2">
            <label htmlFor={`reason-${a.id}`} className="text-sm font-medium">
              Reason (optional)
            </label>
            <Textarea id={`reason-${a.id}`} value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />
            <div className="flex gap-2">
              <Button size="sm" variant="destructive" onClick={() => void act("declined")} disabled={decide.isPending}>
                Decline request
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setDeclining(false)}>
                Back
              </Button>
            </div>
          </div>
        )}
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
