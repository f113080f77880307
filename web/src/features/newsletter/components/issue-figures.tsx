import type { IssueFigures as Figures } from "@common/newsletter.schema";

const LABELS: [keyof Figures, string][] = [
  ["recipients", "Recipients"],
  ["sent", "Sent"],
  ["pending", "Queued"],
  ["failed", "Failed or bounced"],
  ["unsubscribedSince", "Unsubscribed since"],
];

/** The figures of a sent issue. */
export function IssueFigures({ figures, label }: { figures: Figures; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {LABELS.map(([key, text]) => (
        <div key={key} className="rounded-md border p-3">
          <dt className="text-xs text-muted-foreground">{text}</dt>
          <dd className="text-2xl font-semibold">{figures[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
