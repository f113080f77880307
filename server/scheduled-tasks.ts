/**
 * Every periodic task of the app, registered on the scheduler (server/lib/scheduler.ts) at start-up.
 * Add a task here; its body belongs in the feature's service and takes `now` from the context.
 */
import type { AppDeps } from "./lib/context";
import type { Scheduler } from "./lib/scheduler";

export function registerScheduledTasks(scheduler: Scheduler, deps: AppDeps): void {
  void deps;
  void scheduler;
}
