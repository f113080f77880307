import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";

export const blogRoutes = new Hono<AppEnv>();
