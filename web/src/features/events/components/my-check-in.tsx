import { formatCheckInCode } from "@common/event-check-in.schema";
import { Ticket } from "lucide-react";
import { useMyCheckIn } from "../api/check-in";

/**
 * The signed-in attendee's check-in code and its QR (docs/decisions/076-event-check-in.md), shown on the
 * event's page; the QR is the server's SVG as an image (no markup injected).
 */
export function MyCheckIn({ eventId, attending }: { eventId: string; attending: boolean }) {
  const { data } = useMyCheckIn(eventId, attending);
  if (!attending || !data) return null;
  const shown = formatCheckInCode(data.code);
  return (
    <section
      aria-labelledby="my-check-in"
      className="flex flex-col items-center gap-2 rounded-lg border p-4 text-center sm:flex-row sm:text-left"
    >
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.qrSvg)}`}
        alt={`QR code of your check-in code ${shown}`}
        width={160}
        height={160}
        className="bg-white"
      />
      <div className="space-y-1">
        <h2 id="my-check-in" className="flex items-center gap-2 font-semibold">
          <Ticket className="h-5 w-5" aria-hidden="true" /> Your check-in code
        </h2>
        <p className="font-mono text-2xl tracking-widest">{shown}</p>
        <p className="text-sm text-muted-foreground">
          {data.checkedInAt ? "You are checked in." : "Show this QR code (or say the code) at the door."}
        </p>
      </div>
    </section>
  );
}
