import { CONTRACT_DURATIONS, EMPLOYMENT_TYPES, jobInputSchema, PAYMENT_TYPES, type JobInput } from "@common/jobs.schema";
import { SALARY_CURRENCY_CODES, SALARY_PERIODS } from "@common/salary";
import { COUNTRY_CODES, countryName, WORKPLACE_TYPES } from "@common/countries";
import { X } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useServerForm } from "@/lib/use-server-form";
import { OptionSelect } from "./option-select";

export type JobFormValues = {
  title: string;
  company: string;
  location: string;
  jobBoardUrl: string;
  description: string;
  skills: string[];
  contractDuration: string | null;
  contractRate: string | null;
  isRemote: boolean;
  isContractorRequest: boolean;
  publicDetails: boolean;
  employmentType: JobInput["employmentType"];
  /** The salary range (docs/decisions/073-salary-ranges.md): all optional, a currency and period with any amount. */
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: JobInput["salaryCurrency"];
  salaryPeriod: JobInput["salaryPeriod"];
  /** Posting as a registered company (docs/decisions/078): one of the recruiter's approved companies. */
  companyId?: string | null;
  country?: string | null;
  city?: string | null;
  workplaceType?: JobInput["workplaceType"];
  applicantCountries?: string[];
};

/** Every country by its English name, for the location and the remote job's applicant countries. */
const COUNTRY_OPTIONS = COUNTRY_CODES.map((c) => ({ value: c, label: countryName(c) })).sort((a, b) => a.label.localeCompare(b.label));

/** An amount field: empty is "not given" (null), anything else a number for the schema to judge. */
const amount = { setValueAs: (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v)) };

export const emptyJob: JobFormValues = {
  title: "",
  company: "",
  location: "",
  jobBoardUrl: "",
  description: "",
  skills: [],
  contractDuration: null,
  contractRate: null,
  isRemote: false,
  isContractorRequest: false,
  publicDetails: false,
  employmentType: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
  companyId: null,
  country: null,
  city: null,
  workplaceType: null,
  applicantCountries: [],
};

/** The job form (submit and edit). Throwing from onSubmit with field errors marks those fields. */
export function JobForm({
  defaultValues = emptyJob,
  submitLabel,
  onSubmit,
  companies = [],
}: {
  defaultValues?: JobFormValues;
  /** The companies the submitter may post as (approved member); empty: the company is free text. */
  companies?: Array<{ id: string; name: string }>;
  submitLabel: string;
  onSubmit: (values: JobInput) => Promise<void>;
}) {
  const [skillDraft, setSkillDraft] = useState("");
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(jobInputSchema, { defaultValues });
  const skills = watch("skills");
  const companyId = watch("companyId");
  const workplaceType = watch("workplaceType");

  const addSkill = () => {
    const s = skillDraft.trim();
    if (!s || skills.includes(s)) return;
    setValue("skills", [...skills, s], { shouldValidate: true });
    setSkillDraft("");
  };

  const submit = async (values: JobInput) => {
    try {
      await onSubmit(values);
    } catch (err) {
      applyServerErrors(err);
    }
  };

  return (
    <form method="post" onSubmit={handleSubmit(submit)} noValidate className="space-y-5">
      <div className="grid gap-4 md:grid-cols-2">
        <Field id="job-title" label="Job title" error={errors.title?.message}>
          <Input {...register("title")} />
        </Field>
        {companies.length > 0 && (
          <div className="space-y-2">
            <Controller
              control={control}
              name="companyId"
              render={({ field }) => (
                <OptionSelect
                  id="job-company-id"
                  label="Post as"
                  noneLabel="Another company (type its name)"
                  value={field.value ?? null}
                  onChange={field.onChange}
                  options={companies.map((c) => ({ value: c.id, label: c.name }))}
                />
              )}
            />
            {errors.companyId && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.companyId.message}
              </p>
            )}
          </div>
        )}
        {!companyId && (
          <Field id="job-company" label="Company" error={errors.company?.message}>
            <Input {...register("company")} />
          </Field>
        )}
        <Field id="job-location" label="Location" error={errors.location?.message} hint="City, Country — or Remote">
          <Input {...register("location")} />
        </Field>
        <Field id="job-url" label="Job posting URL" error={errors.jobBoardUrl?.message}>
          <Input type="url" placeholder="https://" {...register("jobBoardUrl")} />
        </Field>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Where the job is done (search engines read these)</legend>
        <div className="grid gap-4 md:grid-cols-3">
          <div className="space-y-2">
            <Controller
              control={control}
              name="workplaceType"
              render={({ field }) => (
                <OptionSelect
                  id="job-workplace-type"
                  label="Workplace type"
                  noneLabel="Not specified"
                  value={field.value ?? null}
                  onChange={field.onChange}
                  options={WORKPLACE_TYPES}
                />
              )}
            />
            {errors.workplaceType && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.workplaceType.message}
              </p>
            )}
          </div>
          <div className="space-y-2">
            <Controller
              control={control}
              name="country"
              render={({ field }) => (
                <OptionSelect
                  id="job-country"
                  label="Country"
                  noneLabel="Not specified"
                  value={field.value ?? null}
                  onChange={field.onChange}
                  options={COUNTRY_OPTIONS}
                />
              )}
            />
            {errors.country && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.country.message}
              </p>
            )}
          </div>
          <Field id="job-city" label="City" error={errors.city?.message}>
            <Input {...register("city")} />
          </Field>
        </div>
        {workplaceType === "remote" && (
          <Controller
            control={control}
            name="applicantCountries"
            render={({ field }) => (
              <Field
                id="job-applicant-countries"
                label="Countries applicants may live in"
                error={errors.applicantCountries?.message}
                hint="Hold Ctrl (⌘ on a Mac) to choose several; none chosen: anywhere."
              >
                <select
                  multiple
                  size={6}
                  className="w-full rounded-md border bg-background p-2 text-sm"
                  name={field.name}
                  defaultValue={field.value ?? []}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(Array.from(e.target.selectedOptions, (o) => o.value))}
                >
                  {COUNTRY_OPTIONS.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </select>
              </Field>
            )}
          />
        )}
      </fieldset>
      <Field id="job-description" label="Description" error={errors.description?.message}>
        <Textarea rows={6} {...register("description")} />
      </Field>
      <div className="space-y-2">
        <Label htmlFor="job-skill-entry">Skills</Label>
        <div className="flex gap-2">
          <Input
            id="job-skill-entry"
            value={skillDraft}
            placeholder="e.g. Threat Modeling"
            onChange={(e) => setSkillDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                addSkill();
              }
            }}
            aria-describedby={errors.skills ? "job-skills-error" : undefined}
          />
          <Button type="button" variant="outline" onClick={addSkill}>
            Add
          </Button>
        </div>
        <ul className="flex flex-wrap gap-1" aria-label="Added skills">
          {skills.map((s) => (
            <li key={s}>
              <Badge variant="secondary" className="gap-1">
                {s}
                <button
                  type="button"
                  className="cursor-pointer"
                  aria-label={`Remove ${s}`}
                  onClick={() =>
                    setValue(
                      "skills",
                      skills.filter((x) => x !== s),
                      { shouldValidate: true },
                    )
                  }
                >
                  <X className="h-3 w-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
        {errors.skills && (
          <p id="job-skills-error" role="alert" className="text-sm font-medium text-destructive">
            {errors.skills.message ?? errors.skills.root?.message}
          </p>
        )}
      </div>
      <Controller
        control={control}
        name="employmentType"
        render={({ field }) => (
          <OptionSelect
            id="job-employment-type"
            label="Employment type (optional)"
            noneLabel="Not specified"
            value={field.value ?? null}
            onChange={field.onChange}
            options={EMPLOYMENT_TYPES}
          />
        )}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Salary (optional, shown to everyone)</legend>
        <div className="grid gap-4 md:grid-cols-4">
          <Field id="job-salary-min" label="Minimum salary" error={errors.salaryMin?.message}>
            <Input type="number" inputMode="numeric" min={1} step={1} {...register("salaryMin", amount)} />
          </Field>
          <Field id="job-salary-max" label="Maximum salary" error={errors.salaryMax?.message}>
            <Input type="number" inputMode="numeric" min={1} step={1} {...register("salaryMax", amount)} />
          </Field>
          <div className="space-y-2">
            <Controller
              control={control}
              name="salaryCurrency"
              render={({ field }) => (
                <OptionSelect
                  id="job-salary-currency"
                  label="Salary currency"
                  noneLabel="Not specified"
                  value={field.value ?? null}
                  onChange={field.onChange}
                  options={SALARY_CURRENCY_CODES}
                />
              )}
            />
            {errors.salaryCurrency && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.salaryCurrency.message}
              </p>
            )}
          </div>
          <div className="space-y-2">
            <Controller
              control={control}
              name="salaryPeriod"
              render={({ field }) => (
                <OptionSelect
                  id="job-salary-period"
                  label="Salary period"
                  noneLabel="Not specified"
                  value={field.value ?? null}
                  onChange={field.onChange}
                  options={SALARY_PERIODS}
                />
              )}
            />
            {errors.salaryPeriod && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.salaryPeriod.message}
              </p>
            )}
          </div>
        </div>
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <Controller
          control={control}
          name="contractDuration"
          render={({ field }) => (
            <OptionSelect
              id="job-duration"
              label="Contract duration (optional)"
              noneLabel="Not specified"
              value={field.value ?? null}
              onChange={field.onChange}
              options={CONTRACT_DURATIONS}
            />
          )}
        />
        <Controller
          control={control}
          name="contractRate"
          render={({ field }) => (
            <OptionSelect
              id="job-rate"
              label="Payment type (optional)"
              noneLabel="Not specified"
              value={field.value ?? null}
              onChange={field.onChange}
              options={PAYMENT_TYPES}
            />
          )}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:gap-8">
        <Controller
          control={control}
          name="isRemote"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Checkbox id="job-remote" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
              <Label htmlFor="job-remote">Remote position</Label>
            </div>
          )}
        />
        <Controller
          control={control}
          name="isContractorRequest"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Checkbox id="job-contractor-request" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
              <Label htmlFor="job-contractor-request">This is a contractor request</Label>
            </div>
          )}
        />
      </div>
      <Controller
        control={control}
        name="publicDetails"
        render={({ field }) => (
          <div className="flex items-start gap-2">
            <Checkbox
              id="job-public-details"
              checked={field.value}
              onCheckedChange={(v) => field.onChange(v === true)}
              aria-describedby="job-public-details-help"
            />
            <div className="grid gap-1">
              <Label htmlFor="job-public-details">Show all details to visitors</Label>
              <p id="job-public-details-help" className="text-sm text-muted-foreground">
                Off by default: only signed-in members see them. When on, search engines can list the job (Google for Jobs). The application
                link stays for members.
              </p>
            </div>
          </div>
        )}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Submitting..." : submitLabel}
      </Button>
    </form>
  );
}
