-- Salary ranges on jobs (docs/decisions/073-salary-ranges.md): an optional minimum, maximum, ISO 4217
-- currency and period (hour, month, year); the minimum made yearly (a generated column) and an index on
-- (currency, yearly minimum) of approved jobs for the board's "Salary at least" filter.
-- Expand only: new nullable columns, checks that only concern those new columns (every existing row
-- passes them: all null) and a new index; the previous release neither reads nor writes them.
-- This file was the reserved slot 0039 (a placeholder that had not shipped), filled here.
ALTER TABLE "jobs" ADD COLUMN "salary_min" bigint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_max" bigint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_currency" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_period" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_yearly_min" bigint GENERATED ALWAYS AS (case salary_period when 'hour' then salary_min * 2080 when 'month' then salary_min * 12 else salary_min end) STORED;--> statement-breakpoint
CREATE INDEX "jobs_salary_idx" ON "jobs" USING btree ("salary_currency","salary_yearly_min") WHERE "jobs"."is_approved" and "jobs"."salary_yearly_min" is not null;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_period_check" CHECK ("jobs"."salary_period" is null or "jobs"."salary_period" in ('hour','month','year'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_range_check" CHECK (("jobs"."salary_min" is null or "jobs"."salary_min" > 0) and ("jobs"."salary_max" is null or "jobs"."salary_max" > 0) and ("jobs"."salary_min" is null or "jobs"."salary_max" is null or "jobs"."salary_min" <= "jobs"."salary_max"));
