import {
  GROUP_CAPACITY_MAX,
  GROUP_CAPACITY_MIN,
  SESSION_DURATION_MAX,
  SESSION_DURATION_MIN,
  SESSION_DURATION_STEP,
  sessionTypeInputSchema,
  type SessionTypeDto,
  type SessionTypeInput,
} from "@common/mentorship.schema";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Loading } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import { useMySessionTypes, useSessionTypeActions } from "../api/mentorship";

const selectClass = "flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm";
const DURATIONS = Array.from(
  { length: (SESSION_DURATION_MAX - SESSION_DURATION_MIN) / SESSION_DURATION_STEP + 1 },
  (_, i) => SESSION_DURATION_MIN + i * SESSION_DURATION_STEP,
);

/** "30 min · one-to-one" / "60 min · group of 8". */
export const describeType = (t: Pick<SessionTypeDto, "durationMinutes" | "kind" | "capacity">) =>
  `${t.durationMinutes} min · ${t.kind === "group" ? `group of up to ${t.capacity}` : "one-to-one"}`;

/** A mentor's session types (docs/decisions/084): what members book, each with its own length and rules. */
export function SessionTypesCard() {
  const { data, isLoading } = useMySessionTypes();
  const { remove } = useSessionTypeActions();
  const [editing, setEditing] = useState<string | "new" | null>(null);
  if (isLoading || !data) return <Loading text="Loading session types..." />;
  const types = data.sessionTypes;
  return (
    <section className="space-y-3 border-t pt-4" aria-labelledby="session-types-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="session-types-heading" className="font-semibold">
          Session types
        </h3>
        {editing !== "new" && (
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing("new")}>
            Add session type
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        Members pick one of these, then a time. Group sessions take bookings up to their seats; more bookers join a waitlist.
      </p>
      {editing === "new" && <SessionTypeForm onDone={() => setEditing(null)} />}
      <ul className="space-y-2">
        {types.map((t) =>
          editing === t.id ? (
            <li key={t.id}>
              <SessionTypeForm initial={t} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={t.id} className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium">
                  {t.title} {t.kind === "group" && <Badge variant="outline">Group</Badge>}
                </p>
                <p className="text-sm text-muted-foreground">
                  {describeType(t)}
                  {t.minNoticeHours ? ` · ${t.minNoticeHours} h notice` : ""}
                  {t.bufferBeforeMinutes || t.bufferAfterMinutes ? ` · buffer ${t.bufferBeforeMinutes}/${t.bufferAfterMinutes} min` : ""}
                </p>
              </div>
              <div className="flex gap-2">
                <Button type="button" size="sm" variant="outline" onClick={() => setEditing(t.id)} aria-label={`Edit ${t.title}`}>
                  Edit
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={types.length === 1 || remove.isPending}
                  aria-label={`Remove ${t.title}`}
                  onClick={() =>
                    remove.mutate(t.id, {
                      onSuccess: () => toast.success("Session type removed"),
                      onError: (err) => toast.error(errorMessage(err, "Could not remove the session type")),
                    })
                  }
                >
                  Remove
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

function SessionTypeForm({ initial, onDone }: { initial?: SessionTypeDto; onDone: () => void }) {
  const { create, update } = useSessionTypeActions();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(sessionTypeInputSchema, {
    defaultValues: {
      title: initial?.title ?? "",
      description: initial?.description ?? "",
      durationMinutes: initial?.durationMinutes ?? 30,
      kind: initial?.kind ?? "one_to_one",
      capacity: initial?.kind === "group" ? initial.capacity : null,
      bufferBeforeMinutes: initial?.bufferBeforeMinutes ?? 0,
      bufferAfterMinutes: initial?.bufferAfterMinutes ?? 0,
      minNoticeHours: initial?.minNoticeHours ?? 0,
    },
  });
  const kind = watch("kind");
  const onSave = handleSubmit(async (values) => {
    const json = values as SessionTypeInput;
    try {
      if (initial) await update.mutateAsync({ id: initial.id, json });
      else await create.mutateAsync(json);
      toast.success(initial ? "Session type saved" : "Session type added");
      onDone();
    } catch (err) {
      if (!applyServerErrors(err)) toast.error(errorMessage(err, "Could not save the session type"));
    }
  });
  const prefix = initial ? `type-${initial.id}` : "type-new";
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSave}
      className="space-y-3 rounded-md border bg-muted/30 p-3"
      aria-label={initial ? `Edit ${initial.title}` : "New session type"}
    >
      <Field id={`${prefix}-title`} label="Title" error={errors.title?.message}>
        <Input maxLength={80} placeholder="e.g. Quick question" {...register("title")} />
      </Field>
      <Field id={`${prefix}-description`} label="Description (optional)" error={errors.description?.message}>
        <Textarea rows={2} maxLength={1000} {...register("description")} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id={`${prefix}-duration`} label="Duration" error={errors.durationMinutes?.message}>
          {/* Controlled: react-hook-form compares a select's options to a number default strictly. */}
          <select
            className={selectClass}
            value={String(watch("durationMinutes"))}
            onChange={(e) => setValue("durationMinutes", Number(e.target.value), { shouldDirty: true })}
          >
            {DURATIONS.map((d) => (
              <option key={d} value={d}>
                {d} minutes
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${prefix}-kind`} label="Kind" error={errors.kind?.message}>
          <select className={selectClass} {...register("kind")}>
            <option value="one_to_one">One-to-one</option>
            <option value="group">Group</option>
          </select>
        </Field>
        {kind === "group" && (
          <Field id={`${prefix}-capacity`} label={`Seats (${GROUP_CAPACITY_MIN}–${GROUP_CAPACITY_MAX})`} error={errors.capacity?.message}>
            <Input
              type="number"
              min={GROUP_CAPACITY_MIN}
              max={GROUP_CAPACITY_MAX}
              {...register("capacity", { setValueAs: (v) => (v === "" || v === null ? null : Number(v)) })}
            />
          </Field>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id={`${prefix}-before`} label="Buffer before (minutes)" error={errors.bufferBeforeMinutes?.message}>
          <Input type="number" min={0} max={240} step={5} {...register("bufferBeforeMinutes", { valueAsNumber: true })} />
        </Field>
        <Field id={`${prefix}-after`} label="Buffer after (minutes)" error={errors.bufferAfterMinutes?.message}>
          <Input type="number" min={0} max={240} step={5} {...register("bufferAfterMinutes", { valueAsNumber: true })} />
        </Field>
        <Field id={`${prefix}-notice`} label="Minimum notice (hours)" error={errors.minNoticeHours?.message}>
          <Input type="number" min={0} max={720} {...register("minNoticeHours", { valueAsNumber: true })} />
        </Field>
      </div>
      {errors.root?.server && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : initial ? "Save session type" : "Add session type"}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
