import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";

export const recruiterRoutes = new Hono<AppEnv>();
