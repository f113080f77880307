import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";

export const commentsRoutes = new Hono<AppEnv>();
