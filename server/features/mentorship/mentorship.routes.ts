import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";

export const mentorshipRoutes = new Hono<AppEnv>();
