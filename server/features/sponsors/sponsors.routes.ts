import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";

export const sponsorsRoutes = new Hono<AppEnv>();
