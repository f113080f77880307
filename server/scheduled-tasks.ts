/**
 * Every periodic task of the app, registered on the scheduler (server/lib/scheduler.ts) at start-up: the
 * `tasks` each feature declares in its `<f>.feature.ts` (docs/decisions/062-feature-declarations.md), in
 * FEATURES order. A task's body belongs in the feature's service and takes `now` from the context.
 */
import { FEATURES } from "./features";
import type { AppDeps } from "./lib/context";
import { tasksOf } from "./lib/feature";
import type { Scheduler } from "./lib/scheduler";

export function registerScheduledTasks(scheduler: Scheduler, deps: AppDeps): void {
  for (const task of tasksOf(FEATURES)) scheduler.register({ name: task.name, everyMs: task.everyMs, run: (ctx) => task.run(deps, ctx) });
}
