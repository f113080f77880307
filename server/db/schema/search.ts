import { customType } from "drizzle-orm/pg-core";

/** A PostgreSQL tsvector (read as its text form; only the database computes and compares it). */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
