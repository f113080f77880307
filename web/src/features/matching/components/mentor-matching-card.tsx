import { AREAS } from "@common/mentorship.schema";
import { MAX_MONTHLY_CAP, type MentorMatchDto } from "@common/matching.schema";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client";
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
  const [on, setOn] = useState(accepting);
  const [cap, setCap] = useState(String(monthlyCap));
  const [capError, setCapError] = useState<string | null>(null);
  const save = useSaveMatchSettings();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setCapError(null);
    try {
      await save.mutateAsync({ accepting: on, monthlyCap: Number(cap) });
      toast.success("Matching settings saved");
    } catch (err) {
      setCapError(errorMessage(err, "Failed to save"));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3" noValidate>
      <div className="flex items-center gap-3">
        <Switch id="accepting" checked={on} onCheckedChange={setOn} />
        <Label htmlFor="accepting">Accepting new mentees</Label>
      </div>
      <div className="space-y-1">
        <Label htmlFor="monthly-cap">New mentees a month (at most)</Label>
        <Input
          id="monthly-cap"
          type="number"
          min={0}
          max={MAX_MONTHLY_CAP}
          className="w-28"
          value={cap}
          onChange={(e) => setCap(e.target.value)}
          aria-invalid={capError ? true : undefined}
          aria-describedby="monthly-cap-help"
        />
        <p id="monthly-cap-help" className="text-sm text-muted-foreground">
          {used} matched this month. When you reach it, or stop accepting, the team does not suggest you.
        </p>
        {capError && (
          <p role="alert" className="text-sm text-destructive">
            {capError}
          </p>
        )}
      </div>
      <Button type="submit" size="sm" disabled={save.isPending}>
        Save matching settings
      </Button>
    </form>
  );
}

function MatchRow({ m }: { m: MentorMatchDto }) {
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const decline = useDeclineMatch();
  const id = `decline-${m.id}`;
  const submit = async () => {
    try {
      await decline.mutateAsync({ id: m.id, reason });
      toast.success("Match declined; the team will find another mentor");
      setDeclining(false);
    } catch (err) {
      toast.error(errorMessage(err, "Failed to decline the match"));
    }
  };
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
        <div className="space-y-2">
          <Label htmlFor={id}>Why can you not take this mentee?</Label>
          <Textarea id={id} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
          <div className="flex gap-2">
            <Button size="sm" variant="destructive" onClick={() => void submit()} disabled={decline.isPending}>
              Decline match
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDeclining(false)}>
              Keep it
            </Button>
          </div>
        </div>
      ) : (
        <Button size="sm" variant="outline" onClick={() => setDeclining(true)}>
          Decline…
        </Button>
      )}
    </div>
  );
}
