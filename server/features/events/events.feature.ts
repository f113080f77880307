import { defineFeature } from "../../lib/feature";
import { eventsLimits } from "./events.limits";
import { eventsRoutes } from "./events.routes";
import { backfillEventTimes } from "./events.service";
import { sendEventReminders } from "./event-reminders.service";

export const feature = defineFeature({
  name: "events",
  routes: eventsRoutes,
  limits: eventsLimits,
  mailKinds: {
    // Registration, unregistration (iTIP CANCEL), waitlist (plain) and change mails (docs/decisions/072-event-itip.md).
    event_registrations: [
      "server/features/events/events.service.ts#mailRegistered",
      "server/features/events/events.service.ts#mailChange",
      "server/features/events/events.service.ts#mailUnregistered",
      "server/features/events/events.service.ts#mailWaitlist",
    ],
    // 24 h and 1 h before, to seat holders, once (docs/decisions/077-reminders-and-join-links.md).
    event_reminders: ["server/features/events/event-reminders.service.ts#sendEventReminders"],
  },
  tasks: [
    // Structured times of rows the previous release wrote (docs/decisions/031-event-times-and-pages.md).
    { name: "events:backfill-times", everyMs: 10 * 60_000, run: (deps) => backfillEventTimes(deps.db).then(() => undefined) },
    { name: "events:reminders", everyMs: 5 * 60_000, run: (deps, { now }) => sendEventReminders(deps, now) },
  ],
});
