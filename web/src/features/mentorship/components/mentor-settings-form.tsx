import {
  AVAILABILITY_TIMES,
  BOOKING_WINDOW_MAX,
  BOOKING_WINDOW_MIN,
  mentorSettingsSchema,
  type MentorSettingsDto,
} from "@common/mentorship.schema";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Loading } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import { useMentorSettings, useSaveMentorSettings } from "../api/mentorship";

/** Meeting place and booking rules (docs/decisions/030): the server enforces them on every booking. */
export function MentorSettingsForm() {
  const { data, isLoading } = useMentorSettings();
  if (isLoading || !data) return <Loading text="Loading booking rules..." />;
  return <SettingsFields initial={data} />;
}

function SettingsFields({ initial }: { initial: MentorSettingsDto }) {
  const save = useSaveMentorSettings();
  const [newDate, setNewDate] = useState("");
  const [extraDate, setExtraDate] = useState("");
  const [extraTime, setExtraTime] = useState<string>(AVAILABILITY_TIMES[11]);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(mentorSettingsSchema, {
    defaultValues: {
      meetingLocation: initial.meetingLocation ?? "",
      minNoticeHours: initial.minNoticeHours,
      bufferMinutes: initial.bufferMinutes,
      datesOff: initial.datesOff,
      bookingWindowDays: initial.bookingWindowDays,
      extraHours: initial.extraHours as Record<string, (typeof AVAILABILITY_TIMES)[number][]>,
    },
  });
  const extraHours = watch("extraHours") ?? {};
  const setExtraHours = (next: Record<string, (typeof AVAILABILITY_TIMES)[number][]>) =>
    setValue("extraHours", next, { shouldDirty: true });
  const extraError = errors.extraHours as { message?: string; root?: { message?: string } } | undefined;
  const datesOff = watch("datesOff");
  const setDatesOff = (next: string[]) => setValue("datesOff", next, { shouldDirty: true });
  const onSave = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success("Booking rules saved");
    } catch (err) {
      if (!applyServerErrors(err)) toast.error(errorMessage(err, "Could not save the booking rules"));
    }
  });
  return (
    <form method="post" className="space-y-4 border-t pt-4" aria-labelledby="booking-rules-heading" noValidate onSubmit={onSave}>
      <h3 id="booking-rules-heading" className="font-semibold">
        Meeting place and booking rules
      </h3>
      <Field id="mentor-place" label="Meeting link (https://…) or place, used for new sessions" error={errors.meetingLocation?.message}>
        <Input maxLength={500} {...register("meetingLocation")} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          id="mentor-window"
          label="Booking window (days ahead)"
          hint={`Members can book ${BOOKING_WINDOW_MIN}–${BOOKING_WINDOW_MAX} days ahead.`}
          error={errors.bookingWindowDays?.message}
        >
          <Input
            type="number"
            min={BOOKING_WINDOW_MIN}
            max={BOOKING_WINDOW_MAX}
            {...register("bookingWindowDays", { valueAsNumber: true })}
          />
        </Field>
        <Field id="mentor-notice" label="Minimum notice (hours)" error={errors.minNoticeHours?.message}>
          <Input type="number" min={0} max={720} {...register("minNoticeHours", { valueAsNumber: true })} />
        </Field>
        <Field id="mentor-buffer" label="Buffer between sessions (minutes)" error={errors.bufferMinutes?.message}>
          <Input type="number" min={0} max={240} step={15} {...register("bufferMinutes", { valueAsNumber: true })} />
        </Field>
      </div>
      <fieldset className="space-y-2" aria-describedby={errors.datesOff ? "mentor-dates-off-error" : undefined}>
        <legend className="text-sm font-medium">Dates off</legend>
        <div className="flex flex-wrap items-end gap-2">
          <label className="sr-only" htmlFor="mentor-date-off">
            Add a date off
          </label>
          <Input id="mentor-date-off" type="date" className="w-auto" value={newDate} onChange={(e) => setNewDate(e.target.value)} />
          <Button
            type="button"
            variant="outline"
            disabled={!newDate}
            onClick={() => {
              setDatesOff([...new Set([...datesOff, newDate])].sort());
              setNewDate("");
            }}
          >
            Add date off
          </Button>
        </div>
        {datesOff.length === 0 ? (
          <p className="text-sm text-muted-foreground">No dates off.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {datesOff.map((d) => (
              <li key={d} className="flex items-center gap-1 rounded-md border px-2 py-1 text-sm">
                {d}
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${d}`}
                  onClick={() => setDatesOff(datesOff.filter((x) => x !== d))}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        )}
        {errors.datesOff && (
          <p id="mentor-dates-off-error" role="alert" className="text-sm font-medium text-destructive">
            {errors.datesOff.message ?? errors.datesOff.root?.message ?? errors.datesOff.find?.((e) => e?.message)?.message}
          </p>
        )}
      </fieldset>
      <fieldset className="space-y-2" aria-describedby={extraError ? "mentor-extra-hours-error" : undefined}>
        <legend className="text-sm font-medium">Extra hours on a date</legend>
        <p className="text-xs text-muted-foreground">Open an hour on one date beyond your weekly hours.</p>
        <div className="flex flex-wrap items-end gap-2">
          <label className="sr-only" htmlFor="mentor-extra-date">
            Date with extra hours
          </label>
          <Input id="mentor-extra-date" type="date" className="w-auto" value={extraDate} onChange={(e) => setExtraDate(e.target.value)} />
          <label className="sr-only" htmlFor="mentor-extra-time">
            Extra hour
          </label>
          <select
            id="mentor-extra-time"
            className="flex h-10 rounded-md border border-input bg-background px-3 text-sm"
            value={extraTime}
            onChange={(e) => setExtraTime(e.target.value)}
          >
            {AVAILABILITY_TIMES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
          <Button
            type="button"
            variant="outline"
            disabled={!extraDate}
            onClick={() => {
              const times = new Set([...(extraHours[extraDate] ?? []), extraTime]);
              setExtraHours({ ...extraHours, [extraDate]: AVAILABILITY_TIMES.filter((t) => times.has(t)) });
            }}
          >
            Add extra hour
          </Button>
        </div>
        {Object.keys(extraHours).length === 0 ? (
          <p className="text-sm text-muted-foreground">No extra hours.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {Object.entries(extraHours)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([d, times]) => (
                <li key={d} className="flex items-center gap-1 rounded-md border px-2 py-1 text-sm">
                  {d}: {times.join(", ")}
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove extra hours on ${d}`}
                    onClick={() => setExtraHours(Object.fromEntries(Object.entries(extraHours).filter(([x]) => x !== d)))}
                  >
                    ×
                  </Button>
                </li>
              ))}
          </ul>
        )}
        {extraError && (
          <p id="mentor-extra-hours-error" role="alert" className="text-sm font-medium text-destructive">
            {extraError.message ?? extraError.root?.message}
          </p>
        )}
      </fieldset>
      {errors.root?.server && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.server.message}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Save booking rules"}
      </Button>
    </form>
  );
}
