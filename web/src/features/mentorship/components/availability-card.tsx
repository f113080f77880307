import { AVAILABILITY_TIMES, WEEKDAYS, type WeeklyAvailability } from "@common/mentorship.schema";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { myAvailabilityQuery, useAvailabilityActions } from "../api/mentorship";
import { MentorSettingsForm } from "./mentor-settings-form";
import { SessionTypesCard } from "./session-types-card";

type Day = keyof WeeklyAvailability;
// Monday first: how most people plan a working week.
const ORDER: Day[] = ["1", "2", "3", "4", "5", "6", "0"];

/** A mentor's weekly bookable hours, in their own time zone (decision 018). */
export function AvailabilityCard() {
  const { data, isLoading, error } = useQuery(myAvailabilityQuery());
  if (isLoading) return <Loading />;
  if (error || !data)
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(error, "Failed to load your availability.")}
      </p>
    );
  return (
    <AvailabilityEditor
      key={JSON.stringify(data.availability)}
      initial={data.availability}
      timezone={data.timezone}
      isDefault={data.isDefault}
    />
  );
}

function AvailabilityEditor({ initial, timezone, isDefault }: { initial: WeeklyAvailability; timezone: string; isDefault: boolean }) {
  const [week, setWeek] = useState<WeeklyAvailability>(initial);
  const { save, reset } = useAvailabilityActions();
  const dirty = JSON.stringify(week) !== JSON.stringify(initial);
  const toggle = (day: Day, time: string) =>
    setWeek((w) => ({ ...w, [day]: AVAILABILITY_TIMES.filter((t) => (t === time ? !w[day].includes(t) : w[day].includes(t))) }));
  const copyMondayToWeekdays = () => setWeek((w) => ({ ...w, 2: [...w[1]], 3: [...w[1]], 4: [...w[1]], 5: [...w[1]] }));

  const onSave = async () => {
    try {
      await save.mutateAsync(week);
      toast.success("Your availability was saved");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to save your availability"));
    }
  };
  const onReset = async () => {
    try {
      await reset.mutateAsync();
      toast.success("Your availability is back to the default slots");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to reset your availability"));
    }
  };
  const total = ORDER.reduce((n, d) => n + week[d].length, 0);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Weekly availability</CardTitle>
        <p className="text-sm text-muted-foreground">
          Members can book the hours you select, in your time zone <strong>{timezone}</strong> (change it in{" "}
          <Link className="underline" to="/profile?tab=edit">
            Edit Profile
          </Link>
          ). Existing bookings are kept.
          {isDefault && " You are offering the default slots every day until you save your own hours."}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {ORDER.map((day) => (
          <fieldset key={day} className="space-y-2">
            <legend className="text-sm font-medium">
              {WEEKDAYS[Number(day)]}{" "}
              <span className="font-normal text-muted-foreground">
                · {week[day].length ? `${week[day].length} hours` : "not available"}
              </span>
            </legend>
            <div className="flex flex-wrap gap-1.5">
              {AVAILABILITY_TIMES.map((time) => {
                const on = week[day].includes(time);
                return (
                  <button
                    key={time}
                    type="button"
                    aria-pressed={on}
                    aria-label={`${WEEKDAYS[Number(day)]} ${time}`}
                    onClick={() => toggle(day, time)}
                    className={cn(
                      "rounded-md border px-2 py-1 text-xs focus-visible:outline-2 focus-visible:outline-ring",
                      on ? "border-primary bg-primary text-primary-foreground" : "border-input bg-background hover:bg-accent",
                    )}
                  >
                    {time}
                  </button>
                );
              })}
            </div>
          </fieldset>
        ))}
        {total === 0 && (
          <p className="text-sm text-muted-foreground" role="status">
            With no hours selected, nobody can book a session with you.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={onSave} disabled={!dirty || save.isPending}>
            {save.isPending ? "Saving..." : "Save availability"}
          </Button>
          <Button type="button" variant="outline" onClick={copyMondayToWeekdays}>
            Copy Monday to Tuesday–Friday
          </Button>
          {!isDefault && (
            <Button type="button" variant="ghost" onClick={onReset} disabled={reset.isPending}>
              Reset to default slots
            </Button>
          )}
        </div>
        <SessionTypesCard />
        <MentorSettingsForm />
      </CardContent>
    </Card>
  );
}
