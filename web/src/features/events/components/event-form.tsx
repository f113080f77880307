import { eventInputSchema, type EventDto } from "@common/events.schema";
import { Controller } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import { useAdminEventMutations } from "../api/events";

type Form = {
  title: string;
  description: string;
  eventDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timeZone: string;
  location: string;
  meetingUrl: string;
  imageUrl: string;
  maxAttendees: string;
  isFeatured: boolean;
};

/** Every zone the browser knows (the server checks the same names). */
const ZONES: string[] = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
const zoneOptions = (current: string) => [...new Set(["UTC", ...(current ? [current] : []), ...ZONES])].sort((a, b) => a.localeCompare(b));
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** Local date and clock of an instant in a zone. */
function local(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "00";
  return { date: `${get("year")}-${get("month")}-${get("day")}`, time: `${get("hour")}:${get("minute")}` };
}

/** The form's fields for an event (a new one: empty, in the admin's own zone). */
export function formOf(e: EventDto | null): Form {
  if (!e)
    return {
      title: "",
      description: "",
      eventDate: "",
      startTime: "18:00",
      endDate: "",
      endTime: "20:00",
      timeZone: browserZone(),
      location: "",
      meetingUrl: "",
      imageUrl: "",
      maxAttendees: "",
      isFeatured: false,
    };
  const zone = e.timeZone ?? browserZone();
  const start = e.startsAt ? local(e.startsAt, zone) : { date: e.eventDate, time: "" };
  const end = e.endsAt ? local(e.endsAt, zone) : { date: e.eventDate, time: "" };
  return {
    title: e.title,
    description: e.description,
    eventDate: start.date,
    startTime: start.time,
    endDate: end.date !== start.date ? end.date : "",
    endTime: end.time,
    timeZone: zone,
    location: e.location,
    meetingUrl: e.meetingUrl ?? "",
    imageUrl: e.imageUrl ?? "",
    maxAttendees: e.maxAttendees?.toString() ?? "",
    isFeatured: e.isFeatured,
  };
}

/**
 * An admin's event form (docs/decisions/031-event-times-and-pages.md): date, start and end time and
 * the IANA zone they are in. The form checks the same schema as the server (common/events.schema.ts)
 * before sending, and the server's field messages are shown under their fields (docs/decisions/043).
 */
export function EventForm({ id, initial, oldTime }: { id: string | null; initial: Form; oldTime?: string | null }) {
  const navigate = useNavigate();
  const { save } = useAdminEventMutations();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(eventInputSchema, { defaultValues: initial });
  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id, input });
      toast.success(id ? "Event updated successfully" : "Event created successfully");
      navigate(paths.adminEvents);
    } catch (err) {
      if (!applyServerErrors(err)) toast.error(errorMessage(err, "Failed to save event. Please try again."));
    }
  });
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      <Field id="ev-title" label="Title *" error={errors.title?.message}>
        <Input {...register("title")} />
      </Field>
      <Field id="ev-description" label="Description *" error={errors.description?.message}>
        <Textarea rows={4} {...register("description")} />
      </Field>
      {oldTime && (
        <p role="status" className="rounded-md border border-amber-500 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Time needs fixing: the old text “{oldTime}” could not be read. Choose the date, times and zone below.
        </p>
      )}
      <fieldset className="space-y-4 rounded-md border p-4">
        <legend className="px-1 text-sm font-medium">When</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id="ev-date" label="Date *" error={errors.eventDate?.message}>
            <Input type="date" {...register("eventDate")} />
          </Field>
          <Field id="ev-start" label="Start time *" error={errors.startTime?.message}>
            <Input type="time" {...register("startTime")} />
          </Field>
          <Field id="ev-end" label="End time *" error={errors.endTime?.message}>
            <Input type="time" {...register("endTime")} />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            id="ev-zone"
            label="Time zone *"
            error={errors.timeZone?.message}
            className="sm:col-span-2"
            hint="Attendees see the time in their own zone too."
          >
            <select
              className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
              defaultValue={initial.timeZone}
              {...register("timeZone")}
            >
              {zoneOptions(initial.timeZone).map((z) => (
                <option key={z} value={z}>
                  {z.replace(/_/g, " ")}
                </option>
              ))}
            </select>
          </Field>
          <Field id="ev-end-date" label="Ends on (if another day)" error={errors.endDate?.message}>
            <Input type="date" {...register("endDate")} />
          </Field>
        </div>
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <Field id="ev-location" label="Location (a place, or Online) *" error={errors.location?.message}>
          <Input {...register("location")} />
        </Field>
        {/* Only registrants holding a seat see it (docs/decisions/077-reminders-and-join-links.md). */}
        <Field id="ev-meeting" label="Join link for an online event (registrants only)" error={errors.meetingUrl?.message}>
          <Input type="url" placeholder="https://" {...register("meetingUrl")} />
        </Field>
        <Field id="ev-image" label="Image URL" error={errors.imageUrl?.message}>
          <Input type="url" placeholder="https://" {...register("imageUrl")} />
        </Field>
        <Field id="ev-max" label="Max attendees (empty = unlimited)" error={errors.maxAttendees?.message}>
          <Input type="number" min={1} {...register("maxAttendees")} />
        </Field>
      </div>
      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name="isFeatured"
          render={({ field }) => (
            <Checkbox id="ev-featured" name={field.name} checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
          )}
        />
        <Label htmlFor="ev-featured">Featured event</Label>
      </div>
      {id && (
        <p className="text-sm text-muted-foreground">
          Changing the time or place e-mails every attendee and waiting member an updated calendar entry.
        </p>
      )}
      {errors.root?.server && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.server.message}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : id ? "Update Event" : "Create Event"}
      </Button>
    </form>
  );
}
