import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";

export const offeringsRoutes = new Hono<AppEnv>();
