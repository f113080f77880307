-- A recruiter may choose to show a job's company, location and description to visitors (default: hidden,
-- as the spec says); only such jobs get a JobPosting in their page's structured data (decision 037).
ALTER TABLE "jobs" ADD COLUMN "public_details" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- schema.org employmentType (FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN); empty when not said.
ALTER TABLE "jobs" ADD COLUMN "employment_type" text;
