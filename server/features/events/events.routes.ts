import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";

export const eventsRoutes = new Hono<AppEnv>();
