import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";

export const contractorsRoutes = new Hono<AppEnv>();
