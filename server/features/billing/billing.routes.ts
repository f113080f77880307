import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";

export const billingRoutes = new Hono<AppEnv>();
