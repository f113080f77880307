import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useMatchingFigures } from "../api/matching";

/** Matching figures for the team, from database aggregates (docs/decisions/033). */
export function MatchingFigures() {
  const { data, isError } = useMatchingFigures();
  if (isError)
    return (
      <p role="alert" className="text-destructive">
        Failed to load the matching figures
      </p>
    );
  const figures = [
    { label: "Waiting for a match", value: data?.byStatus.received },
    { label: "Matched", value: data?.byStatus.matched },
    { label: "Connected", value: data?.byStatus.connected },
    { label: "Closed", value: data?.byStatus.closed },
    { label: "Over 5 business days", value: data?.overdue },
    { label: "Median days to a match", value: data ? (data.medianDaysToMatch ?? "–") : undefined },
    {
      label: "Matches reaching a first session",
      value: data ? (data.connectedShare == null ? "–" : `${Math.round(data.connectedShare * 100)} %`) : undefined,
    },
  ];
  return (
    <section aria-labelledby="matching-figures" className="mb-8 space-y-4">
      <h2 id="matching-figures" className="text-xl font-semibold">
        Mentorship matching
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label} className="rounded-lg border p-4">
            <dt className="text-sm font-medium text-muted-foreground">{f.label}</dt>
            <dd className="text-2xl font-bold">{f.value ?? "…"}</dd>
          </div>
        ))}
      </dl>
      {data && data.mentorLoad.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle as="h3" className="text-base">
              Mentor load
            </CardTitle>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left">
                  <th scope="col" className="py-1 pr-4">
                    Mentor
                  </th>
                  <th scope="col" className="py-1 pr-4 text-right">
                    Active
                  </th>
                  <th scope="col" className="py-1 text-right">
                    This month / cap
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.mentorLoad.map((l) => (
                  <tr key={l.mentorId} className="border-t">
                    <td className="py-1 pr-4">{l.fullName}</td>
                    <td className="py-1 pr-4 text-right tabular-nums">{l.active}</td>
                    <td className="py-1 text-right tabular-nums">
                      {l.thisMonth} / {l.cap}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardContent>
        </Card>
      )}
    </section>
  );
}
