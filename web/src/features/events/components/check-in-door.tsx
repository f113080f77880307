import { formatCheckInCode, normalizeCheckInCode, type CheckInAttendeeDto } from "@common/event-check-in.schema";
import { Camera, CheckCircle2, Search, Undo2, XCircle } from "lucide-react";
import { rejectReasonSchema } from "@common/moderation.schema";
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Loading } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import { useCheckIn, useCheckInList, useUndoCheckIn } from "../api/check-in";

type Outcome = { ok: boolean; text: string };

/** "18:05" in the event's zone (the door's clock), or the browser's when the event has none. */
const clock = (iso: string, timeZone: string | null) =>
  new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", ...(timeZone ? { timeZone } : {}) }).format(
    new Date(iso),
  );

/** The browser's barcode reader (Chrome on Android, Safari 17+), where there is one. */
interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;
const detectorClass = () => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/**
 * The camera, reading QR codes with BarcodeDetector until one is found (progressive: without it the
 * button is not shown and typing the code always works). Stops the camera when closed or done.
 */
function Scanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: (error?: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const Barcode = detectorClass();
    if (!Barcode) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = new Barcode({ formats: ["qr_code"] });
    const scan = async () => {
      if (stopped || !video.current) return;
      try {
        const [found] = await detector.detect(video.current);
        if (found?.rawValue && !stopped) return onCode(found.rawValue);
      } catch {
        // a frame that is not ready yet
      }
      timer = setTimeout(scan, 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" } })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return s.getTracks().forEach((t) => t.stop());
        video.current.srcObject = s;
        await video.current.play();
        void scan();
      })
      .catch(() => onClose("The camera could not be opened. Type the code instead."));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [onCode, onClose]);
  return (
    <div className="space-y-2">
      <video ref={video} className="aspect-square w-full max-w-xs rounded-md bg-black object-cover" muted playsInline aria-label="Camera" />
      <Button type="button" variant="outline" onClick={() => onClose()}>
        Stop camera
      </Button>
    </div>
  );
}

function UndoForm({ a, onDone, onCancel }: { a: CheckInAttendeeDto; onDone: (reason: string) => void; onCancel: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useServerForm(rejectReasonSchema, { defaultValues: { reason: "" } });
  const id = `undo-reason-${a.userId}`;
  return (
    <form className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end" noValidate onSubmit={handleSubmit((v) => onDone(v.reason))}>
      <div className="flex-1 space-y-1">
        <Label htmlFor={id}>Reason for undoing {a.fullName}'s check-in</Label>
        <Input id={id} maxLength={2000} aria-invalid={errors.reason ? true : undefined} {...register("reason")} />
        {errors.reason?.message && (
          <p role="alert" className="text-sm text-destructive">
            {errors.reason.message}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="destructive" size="sm">
          Undo check-in
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Keep
        </Button>
      </div>
    </form>
  );
}

/** The typed code: anything typed goes to the server, which says what is wrong with it (400, 404, 409). */
const codeFormSchema = z.object({ code: z.string() });

/**
 * The door of an event (docs/decisions/076-event-check-in.md): find an attendee by name, type their code
 * or scan it, one tap checks them in. The list is polled, so several devices at the door see each
 * other's check-ins; the server records each code once and says who was faster.
 */
export function CheckInDoor({ eventId }: { eventId: string }) {
  const list = useCheckInList(eventId);
  const checkIn = useCheckIn(eventId);
  const undo = useUndoCheckIn(eventId);
  const codeForm = useServerForm(codeFormSchema, { defaultValues: { code: "" } });
  const [q, setQ] = useState("");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scanning, setScanning] = useState(false);
  const [undoing, setUndoing] = useState<string | null>(null);
  const [canScan] = useState(() => typeof window !== "undefined" && Boolean(detectorClass()) && Boolean(navigator.mediaDevices));

  if (list.isLoading) return <Loading text="Loading attendees..." />;
  if (list.isError || !list.data) return <p role="alert">{errorMessage(list.error, "Failed to load attendees")}</p>;
  const { event, attendees, registered, checkedIn } = list.data;

  const submit = (raw: string) => {
    const typed = normalizeCheckInCode(raw);
    if (!typed) return;
    checkIn.mutate(typed, {
      onSuccess: (r) => {
        setOutcome({ ok: true, text: `${r.attendee.fullName} checked in (${formatCheckInCode(r.attendee.code)}).` });
        codeForm.reset();
      },
      onError: (err) => setOutcome({ ok: false, text: errorMessage(err, "Failed to check in. Please try again.") }),
    });
  };
  const needle = q.trim().toLowerCase();
  const shown = needle
    ? attendees.filter(
        (a) => a.fullName.toLowerCase().includes(needle) || a.code.toLowerCase().includes(normalizeCheckInCode(needle).toLowerCase()),
      )
    : attendees;

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold break-words sm:text-3xl">Check-in: {event.title}</h1>
        <p className="text-lg" role="status" aria-live="polite">
          <strong>{checkedIn}</strong> of <strong>{registered}</strong> checked in
        </p>
      </header>

      <section aria-labelledby="by-code" className="space-y-3 rounded-lg border p-4">
        <h2 id="by-code" className="text-lg font-semibold">
          Check in by code
        </h2>
        <form className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate onSubmit={codeForm.handleSubmit((v) => submit(v.code))}>
          <div className="flex-1 space-y-1">
            <Label htmlFor="check-in-code">Check-in code</Label>
            <Input
              id="check-in-code"
              {...codeForm.register("code")}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="ABCD 2345"
              className="font-mono text-lg tracking-widest uppercase"
            />
          </div>
          <Button type="submit" size="lg" disabled={checkIn.isPending}>
            Check in
          </Button>
        </form>
        {canScan &&
          (scanning ? (
            <Scanner
              onCode={(read) => {
                setScanning(false);
                submit(read);
              }}
              onClose={(error) => {
                setScanning(false);
                if (error) setOutcome({ ok: false, text: error });
              }}
            />
          ) : (
            <Button type="button" variant="outline" onClick={() => setScanning(true)}>
              <Camera /> Scan with camera
            </Button>
          ))}
        <div role="alert" aria-live="assertive" className="min-h-6">
          {outcome && (
            <p className={outcome.ok ? "flex items-center gap-2 text-green-700" : "flex items-center gap-2 text-destructive"}>
              {outcome.ok ? <CheckCircle2 className="h-5 w-5" aria-hidden="true" /> : <XCircle className="h-5 w-5" aria-hidden="true" />}
              {outcome.text}
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="attendees" className="space-y-3">
        <h2 id="attendees" className="text-lg font-semibold">
          Attendees
        </h2>
        <div className="relative">
          <Search className="absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden="true" />
          <Input
            className="pl-9"
            aria-label="Search attendees"
            placeholder="Search by name or code"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <ul className="divide-y rounded-md border">
          {shown.length === 0 && <li className="p-4 text-center text-muted-foreground">No attendees found</li>}
          {shown.map((a) => (
            <li key={a.userId} className="p-3">
              <div className="flex items-center justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium break-words">{a.fullName}</p>
                  <p className="font-mono text-sm text-muted-foreground">{formatCheckInCode(a.code)}</p>
                  {a.checkedInAt && (
                    <p className="text-sm text-muted-foreground">
                      Checked in at {clock(a.checkedInAt, event.timeZone)} by {a.checkedInBy}
                    </p>
                  )}
                </div>
                {a.checkedInAt ? (
                  <div className="flex shrink-0 items-center gap-2">
                    <Badge>Checked in</Badge>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Undo check-in of ${a.fullName}`}
                      onClick={() => setUndoing(undoing === a.userId ? null : a.userId)}
                    >
                      <Undo2 /> Undo
                    </Button>
                  </div>
                ) : (
                  <Button
                    className="shrink-0"
                    aria-label={`Check in ${a.fullName}`}
                    disabled={checkIn.isPending}
                    onClick={() => submit(a.code)}
                  >
                    Check in
                  </Button>
                )}
              </div>
              {undoing === a.userId && a.checkedInAt && (
                <UndoForm
                  a={a}
                  onCancel={() => setUndoing(null)}
                  onDone={(reason) =>
                    undo.mutate(
                      { code: a.code, reason },
                      {
                        onSuccess: () => {
                          setUndoing(null);
                          setOutcome({ ok: true, text: `${a.fullName}'s check-in was undone.` });
                        },
                        onError: (err) => setOutcome({ ok: false, text: errorMessage(err, "Failed to undo the check-in.") }),
                      },
                    )
                  }
                />
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
