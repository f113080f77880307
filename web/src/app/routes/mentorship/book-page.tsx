import { bookingInputSchema, type BookingInput } from "@common/mentorship.schema";
import { ArrowLeft } from "lucide-react";
import { Link, Navigate, useLocation, useNavigate, useParams } from "react-router";
import { toast } from "@/components/ui/toast";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { useBookSession, useMentor } from "@/features/mentorship/api/mentorship";
import type { BookingChoice } from "@/features/mentorship/components/booking-panel";
import { formatInZone, zonedToUtc } from "@common/time";
import { ApiError } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";

export default function Component() {
  const { mentorId = "" } = useParams();
  // The type and slot chosen on the mentor's page (docs/decisions/084).
  const state = useLocation().state as Partial<BookingChoice> | null;
  const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const navigate = useNavigate();
  const { data } = useMentor(mentorId);
  const book = useBookSession();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(bookingInputSchema, {
    defaultValues: {
      mentorId,
      date: state?.date ?? "",
      time: state?.time ?? "9:00 AM",
      ...(state?.sessionTypeId ? { sessionTypeId: state.sessionTypeId } : {}),
      topic: "",
      notes: "",
    },
  });
  if (!state?.date || !state?.time) return <Navigate to={paths.mentor(mentorId)} replace />;

  const onSubmit = async (values: BookingInput) => {
    try {
      // The booker's zone goes with the request, so mails and pages show them their own time (docs/decisions/030).
      const { appointment } = await book.mutateAsync({
        ...values,
        mentorId,
        date: state.date!,
        time: state.time!,
        ...(state.sessionTypeId ? { sessionTypeId: state.sessionTypeId } : {}),
        timezone: localZone,
      });
      toast.success(
        appointment.status === "approved"
          ? "Your seat is booked. The invitation is in your inbox."
          : appointment.status === "waitlisted"
            ? "The session is full: you are on its waitlist."
            : "Booking request submitted successfully!",
      );
      navigate(paths.profile);
    } catch (err) {
      applyServerErrors(err);
      toast.error(err instanceof ApiError && err.status < 500 ? err.message : "Failed to submit booking request");
    }
  };

  return (
    <Page className="max-w-2xl">
      <Button variant="ghost" asChild className="mb-4">
        <Link to={paths.mentor(mentorId)}>
          <ArrowLeft /> Back to mentor
        </Link>
      </Button>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Book a Session{data ? ` with ${data.mentor.fullName}` : ""}
          </CardTitle>
          {state.typeTitle && (
            <p className="text-sm font-medium" data-testid="booking-type">
              {state.typeTitle} · {state.durationMinutes} minutes{state.group ? " · group session" : ""}
            </p>
          )}
          {state.group && state.seatsLeft === 0 && (
            <p role="status" className="text-sm text-muted-foreground">
              All seats are taken: you will join the waitlist and get a seat if one frees.
            </p>
          )}
          {data ? (
            <div className="text-muted-foreground">
              <p className="font-medium text-foreground" data-testid="booking-local-time">
                {formatInZone(zonedToUtc(state.date, state.time, data.mentor.timezone).toISOString(), localZone)}
              </p>
              {localZone !== data.mentor.timezone && (
                <p className="text-sm">
                  {data.mentor.fullName}:{" "}
                  {formatInZone(zonedToUtc(state.date, state.time, data.mentor.timezone).toISOString(), data.mentor.timezone)}
                </p>
              )}
            </div>
          ) : (
            <p className="text-muted-foreground">
              {state.date} at {state.time}
            </p>
          )}
        </CardHeader>
        <CardContent>
          <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
            <Field id="book-topic" label="Topic" error={errors.topic?.message}>
              <Input placeholder="What would you like to talk about?" {...register("topic")} />
            </Field>
            <Field id="book-notes" label="Notes (optional)" error={errors.notes?.message}>
              <Textarea rows={4} placeholder="Anything the mentor should know beforehand" {...register("notes")} />
            </Field>
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting
                ? "Submitting..."
                : state.group
                  ? state.seatsLeft === 0
                    ? "Join the waitlist"
                    : "Book a seat"
                  : "Submit Booking Request"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Page>
  );
}
