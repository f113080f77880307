/**
 * Daylight-saving edges with the text each side must write for them (docs/decisions/030, 031): the
 * server's mail test and the web's page test both check against these, so a mail and the page a
 * reader opens from it say the same time.
 */
export const DST_EDGES = [
  {
    startsAt: "2026-03-29T00:30:00Z",
    endsAt: "2026-03-29T01:30:00Z",
    timeZone: "Europe/Berlin",
    range: "Sunday, March 29, 2026, 1:30 AM GMT+1 – 3:30 AM GMT+2 (Europe/Berlin)",
    start: "Sun, 29 Mar 2026, 01:30 (Europe/Berlin)",
  },
  {
    startsAt: "2026-03-29T01:30:00Z",
    endsAt: "2026-03-29T02:30:00Z",
    timeZone: "Europe/Berlin",
    range: "Sunday, March 29, 2026, 3:30 AM – 4:30 AM GMT+2 (Europe/Berlin)",
    start: "Sun, 29 Mar 2026, 03:30 (Europe/Berlin)",
  },
  {
    startsAt: "2026-11-01T05:30:00Z",
    endsAt: "2026-11-01T06:30:00Z",
    timeZone: "America/New_York",
    range: "Sunday, November 1, 2026, 1:30 AM EDT – 1:30 AM EST (America/New_York)",
    start: "Sun, 1 Nov 2026, 01:30 EDT (America/New_York)",
  },
  {
    startsAt: "2026-11-01T06:30:00Z",
    endsAt: "2026-11-01T07:30:00Z",
    timeZone: "America/New_York",
    range: "Sunday, November 1, 2026, 1:30 AM – 2:30 AM EST (America/New_York)",
    start: "Sun, 1 Nov 2026, 01:30 EST (America/New_York)",
  },
] as const;
