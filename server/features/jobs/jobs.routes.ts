import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";

export const jobsRoutes = new Hono<AppEnv>();
