import { defineFeature } from "../../lib/feature";
import { eventsLimits } from "./events.limits";
import { eventsRoutes } from "./events.routes";
import { backfillEventTimes } from "./events.service";

export const feature = defineFeature({
  name: "events",
  routes: eventsRoutes,
  limits: eventsLimits,
  mailKinds: {
    event_registrations: ["server/features/events/events.service.ts#mailRegistered", "server/features/events/events.service.ts#mailChange"],
  },
  tasks: [
    // Structured times of rows the previous release wrote (docs/decisions/031-event-times-and-pages.md).
    { name: "events:backfill-times", everyMs: 10 * 60_000, run: (deps) => backfillEventTimes(deps.db).then(() => undefined) },
  ],
});
