import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";

export const candidatesRoutes = new Hono<AppEnv>();
