import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";

export const adminRoutes = new Hono<AppEnv>();
