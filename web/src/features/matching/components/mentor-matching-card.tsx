import { AREAS } from "@common/mentorship.schema";
import { declineMatchSchema, MAX_MONTHLY_CAP, mentorMatchSettingsSchema, type MentorMatchDto } from "@common/matching.schema";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import { useDeclineMatch, useMatchSettings, useMyMatches, useSaveMatchSettings } from "../api/matching";

/** A mentor's matching settings and the mentees the team matched with them (docs/decisions/033). */
export function MentorMatchingCard() {
  const settings = useMatchSettings();
  const matches = useMyMatches();
  return (
    <Card role="region" aria-label="Mentee matching">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Mentee matching
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        {settings.data && (
          <SettingsForm
            key={`${settings.data.accepting}-${settings.data.monthlyCap}`}
            accepting={settings.data.accepting}
            monthlyCap={settings.data.monthlyCap}
            used={settings.data.usedThisMonth}
          />
        )}
        {matches.data && matches.data.matches.length > 0 && (
          <section aria-label="Matched mentees" className="space-y-3">
            <h3 className="font-semibold">Matched mentees</h3>
            {matches.data.matches.map((m) => (
              <MatchRow key={m.id} m={m} />
            ))}
          </section>
        )}
      </CardContent>
    </Card>
  );
}

function SettingsForm({ accepting, monthlyCap, used }: { accepting: boolean; monthlyCap: number; used: number }) {
  const save = useSaveMatchSettings();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
    applyServerErrors,
  } = useServerForm(mentorMatchSettingsSchema, { defaultValues: { accepting, monthlyCap } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success("Matching settings saved");
    } catch (err) {
      if (!applyServerErrors(err)) toast.error(errorMessage(err, "Failed to save"));
    }
  });
  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="accepting"
          render={({ field }) => <Switch id="accepting" checked={field.value} onCheckedChange={field.onChange} />}
        />
        <Label htmlFor="accepting">Accepting new mentees</Label>
      </div>
      <Field
        id="monthly-cap"
        label="New mentees a month (at most)"
        error={errors.monthlyCap?.message}
        hint={`${used} matched this month. When you reach it, or stop accepting, the team does not suggest you.`}
      >
        <Input type="number" min={0} max={MAX_MONTHLY_CAP} className="w-28" {...register("monthlyCap", { valueAsNumber: true })} />
      </Field>
      <Button type="submit" size="sm" disabled={save.isPending}>
        Save matching settings
      </Button>
    </form>
  );
}

function MatchRow({ m }: { m: MentorMatchDto }) {
  const [declining, setDeclining] = useState(false);
  const decline = useDeclineMatch();
  const {
    register,
    handleSubmit,
    formState: { errors },
    applyServerErrors,
  } = useServerForm(declineMatchSchema, { defaultValues: { reason: "" } });
  const id = `decline-${m.id}`;
  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await decline.mutateAsync({ id: m.id, reason });
      toast.success("Match declined; the team will find another mentor");
      setDeclining(false);
    } catch (err) {
      if (!applyServerErrors(err)) toast.error(errorMessage(err, "Failed to decline the match"));
    }
  });
  return (
    <div className="space-y-2 rounded-md border p-3 text-sm">
      <p className="font-medium">
        {m.menteeName} · {m.currentRole} ({m.yearsExperience} years) ·{" "}
        {AREAS.find((a) => a.value === m.areaOfInterest)?.label ?? m.areaOfInterest}
      </p>
      <p className="whitespace-pre-line break-words">{m.goals}</p>
      {m.status === "declined" ? (
        <p className="text-muted-foreground">You declined this match.</p>
      ) : declining ? (
        <form onSubmit={onSubmit} noValidate className="space-y-2">
          <Field id={id} label="Why can you not take this mentee?" error={errors.reason?.message}>
            <Textarea maxLength={500} {...register("reason")} />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" size="sm" variant="destructive" disabled={decline.isPending}>
              Decline match
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setDeclining(false)}>
              Keep it
            </Button>
          </div>
        </form>
      ) : (
        <Button size="sm" variant="outline" onClick={() => setDeclining(true)}>
          Decline…
        </Button>
      )}
    </div>
  );
}
