import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { useHydrated } from "./use-hydrated";

const utc = tz("UTC");

/**
 * Formats instants (ISO strings) with a date-fns pattern in the reader's time zone. On the server and
 * during hydration it formats in UTC, the same text on both sides (docs/decisions/024), and React
 * re-renders in the reader's zone right after: no hydration mismatch for readers far from UTC.
 */
export function useFormatInstant() {
  const local = useHydrated();
  return (iso: string, pattern: string) => format(new Date(iso), pattern, local ? undefined : { in: utc });
}
