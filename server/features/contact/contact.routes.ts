import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";

export const contactRoutes = new Hono<AppEnv>();
