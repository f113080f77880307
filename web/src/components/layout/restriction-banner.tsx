import type { RestrictionNotice } from "@common/restrictions.schema";
import { useFormatInstant } from "@/lib/dates";

/**
 * Told on every page of a silenced member (docs/decisions/061): what, until when, why. The server
 * refuses their writes with the same reason; this only says so before they try.
 */
export function RestrictionBanner({ restriction }: { restriction: RestrictionNotice | null | undefined }) {
  const formatInstant = useFormatInstant();
  if (!restriction) return null;
  const what = restriction.kind === "silence" ? "silenced" : "suspended";
  return (
    <div role="status" className="border-b border-destructive/40 bg-destructive/10 px-4 py-2 text-center text-sm">
      {`Your account is ${what} until ${formatInstant(restriction.until, "MMM d, yyyy HH:mm")}: ${restriction.reason}${/[.!?]$/.test(restriction.reason) ? "" : "."}`}
      {restriction.kind === "silence" && " You can read, but not post, comment, flag, book or apply."}
    </div>
  );
}
