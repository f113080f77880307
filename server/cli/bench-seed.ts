import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * The bench's data (`npm run bench`, and the judged relevance set of docs/decisions/036): `size` profiles
 * ("Person g", one title of five, two of twelve skills, a third open to work, every 500th a mentor, every
 * 97th a recruiter; 0–20 years of experience, four in five saying when they can start: docs/decisions/082),
 * created a minute apart, and size / 10 (at least 100) jobs ("<one of four titles> g",
 * company "Company g % 700", three skills, an hour apart, every 10th not approved). Plain SQL with
 * generate_series, so 100k rows take seconds on PostgreSQL and PGlite alike.
 */
export async function seedBench(database: Db, size: number) {
  const jobsN = Math.max(100, Math.round(size / 10));
  // One transaction without the request statement timeout (decision 027): the bulk inserts take longer.
  await database.transaction(async (db) => {
    await db.execute(sql.raw("SET LOCAL statement_timeout = 0"));
    const skills = `ARRAY['OWASP','SAST','DAST','Threat Modeling','AWS','Kubernetes','Burp Suite','Python','Go','Cloud Security','DevSecOps','Pentesting']`;
    await db.execute(
      sql.raw(`
    INSERT INTO "user" (id, name, email, email_verified, role, created_at, updated_at)
    SELECT 'u' || g, 'Person ' || g, 'person' || g || '@bench.test', true,
           CASE WHEN g % 500 = 0 THEN 'mentor' WHEN g % 97 = 0 THEN 'recruiter' ELSE 'user' END,
           now() - (g || ' minutes')::interval, now()
    FROM generate_series(1, ${size}) g`),
    );
    await db.execute(
      sql.raw(`
    INSERT INTO profiles (id, full_name, title, bio, expertise, location, years_experience, available_from, is_open_to_work, created_at)
    SELECT 'u' || g, 'Person ' || g,
           (ARRAY['AppSec Engineer','Security Analyst','Pentester','DevSecOps Engineer','Software Engineer'])[1 + g % 5],
           'Works on ' || (${skills})[1 + g % 12] || ' and secure code review.',
           ARRAY[(${skills})[1 + g % 12], (${skills})[1 + (g * 7) % 12]],
           (ARRAY['Berlin, Germany','London, UK','Remote','New York, NY','Toronto, Canada'])[1 + g % 5],
           (g * 13) % 21, (ARRAY['immediately','1-month','3-months','later',NULL])[1 + (g / 7) % 5],
           g % 3 = 0, now() - (g || ' minutes')::interval
    FROM generate_series(1, ${size}) g`),
    );
    await db.execute(
      sql.raw(`
    INSERT INTO jobs (title, company, location, job_board_url, description, skills, date_posted, recruiter_id, is_approved, is_admin_reviewed)
    SELECT (ARRAY['Application Security Engineer','Product Security Engineer','Security Champion','Cloud Security Engineer'])[1 + g % 4] || ' ' || g,
           'Company ' || (g % 700), (ARRAY['Berlin, Germany','London, UK','Remote','New York, NY','Toronto, Canada'])[1 + g % 5],
           'https://jobs.example.com/' || g, 'A role securing software at scale, number ' || g || '. Threat modeling, code review and tooling.',
           ARRAY[(${skills})[1 + g % 12], (${skills})[1 + (g * 5) % 12], (${skills})[1 + (g * 11) % 12]],
           now() - (g || ' hours')::interval, 'u' || (97 * (1 + g % ${Math.max(1, Math.floor(size / 97))})), g % 10 <> 0, true
    FROM generate_series(1, ${jobsN}) g`),
    );
    await db.execute(sql.raw(`ANALYZE`));
  });
}
