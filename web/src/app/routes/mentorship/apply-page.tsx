import { AREAS, CONTACT_METHODS, menteeApplicationSchema, RESUME_MAX_BYTES, YEARS_OPTIONS } from "@common/mentorship.schema";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { Link } from "react-router";
import { toast } from "@/components/ui/toast";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { useSubmitMenteeApplication } from "@/features/mentorship/api/mentorship";
import { useMe } from "@/lib/me";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";

const ACCEPTED = [".pdf", ".doc", ".docx"];

const ZONES: string[] = (() => {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return ["UTC"];
  }
})();
/** The browser's zone is the default; Chromium's list lacks "UTC", so it and the default are always offered. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
const zoneOptions = (current: string) => [...new Set(["UTC", current, ...ZONES])];

export default function Component() {
  const { me } = useMe();
  const submit = useSubmitMenteeApplication();
  const [resume, setResume] = useState<File | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(menteeApplicationSchema, {
    defaultValues: {
      fullName: me?.profile.fullName ?? "",
      email: me?.user.email ?? "",
      phoneNumber: "",
      currentRole: me?.profile.title ?? "",
      areaOfInterest: "",
      preferredContactMethod: "email",
      additionalInfo: "",
      goals: "",
      timezone: browserZone(),
    },
  });

  const [resumeError, setResumeError] = useState<string | null>(null);
  // A refused file empties the input too: what the input shows is what will be sent (nothing).
  const onFile = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    setResumeError(null);
    if (!file) return setResume(null);
    const ext = file.name.includes(".") ? file.name.slice(file.name.lastIndexOf(".")).toLowerCase() : "";
    const refusal = !ACCEPTED.includes(ext)
      ? "Invalid file type - Please upload a PDF or Word document"
      : file.size > RESUME_MAX_BYTES
        ? "File too large - Please upload a file smaller than 5MB"
        : null;
    if (refusal) {
      input.value = "";
      setResume(null);
      setResumeError(refusal);
      toast.error(refusal);
      return;
    }
    setResume(file);
  };

  const onSubmit = async (values: z.output<typeof menteeApplicationSchema>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) if (v != null && v !== "") form.append(k, String(v));
    if (resume) form.append("resume", resume);
    try {
      await submit.mutateAsync(form);
      toast.success("Application Submitted - We've received your mentorship application and will contact you soon.");
      setDone(true);
    } catch (err) {
      applyServerErrors(err);
      toast.error(errorMessage(err, "Something went wrong - Your application couldn't be submitted. Please try again."));
    }
  };

  if (done)
    return (
      <Page className="max-w-2xl">
        <Card className="text-center">
          <CardContent className="space-y-4 py-12">
            <CheckCircle2 className="mx-auto h-12 w-12 text-primary" aria-hidden="true" />
            <h1 className="text-2xl font-bold">Application received!</h1>
            <p className="text-muted-foreground">Thank you for applying. Our team will contact you within 3-5 business days.</p>
            <Button asChild>
              <Link to={paths.home}>Return to Homepage</Link>
            </Button>
          </CardContent>
        </Card>
      </Page>
    );

  return (
    <Page title="Apply for Mentorship" description="Tell us about yourself and what you want to achieve." className="max-w-3xl">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Your application</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
            <div className="grid gap-4 md:grid-cols-2">
              <Field id="app-fullName" label="Full name" error={errors.fullName?.message}>
                <Input {...register("fullName")} />
              </Field>
              <Field id="app-email" label="Email" error={errors.email?.message}>
                <Input type="email" {...register("email")} />
              </Field>
              <Field id="app-phone" label="Phone number (optional)" error={errors.phoneNumber?.message}>
                <Input type="tel" {...register("phoneNumber")} />
              </Field>
              <Field id="app-role" label="Current role" error={errors.currentRole?.message}>
                <Input {...register("currentRole")} />
              </Field>
              <div className="space-y-2">
                <Label htmlFor="app-years">Years of experience</Label>
                <Controller
                  control={control}
                  name="yearsExperience"
                  render={({ field }) => (
                    <Select value={field.value ?? ""} onValueChange={field.onChange}>
                      <SelectTrigger id="app-years" aria-invalid={errors.yearsExperience ? true : undefined}>
                        <SelectValue placeholder="Select" />
                      </SelectTrigger>
                      <SelectContent>
                        {YEARS_OPTIONS.map((y) => (
                          <SelectItem key={y} value={y}>
                            {y} years
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
                {errors.yearsExperience && (
                  <p role="alert" className="text-sm font-medium text-destructive">
                    {errors.yearsExperience.message}
                  </p>
                )}
              </div>
              <div className="space-y-2">
                <Label htmlFor="app-area">Area of interest</Label>
                <Controller
                  control={control}
                  name="areaOfInterest"
                  render={({ field }) => (
                    <Select value={field.value || undefined} onValueChange={field.onChange}>
                      <SelectTrigger id="app-area" aria-invalid={errors.areaOfInterest ? true : undefined}>
                        <SelectValue placeholder="Select" />
                      </SelectTrigger>
                      <SelectContent>
                        {AREAS.map((a) => (
                          <SelectItem key={a.value} value={a.value}>
                            {a.label}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
                {errors.areaOfInterest && (
                  <p role="alert" className="text-sm font-medium text-destructive">
                    {errors.areaOfInterest.message}
                  </p>
                )}
              </div>
            </div>
            <Field
              id="app-timezone"
              label="Your time zone"
              error={errors.timezone?.message}
              hint="We look for a mentor whose hours overlap with yours."
            >
              <select className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm" {...register("timezone")}>
                {zoneOptions(browserZone()).map((z) => (
                  <option key={z} value={z}>
                    {z}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="app-goals" label="Your goals" error={errors.goals?.message}>
              <Textarea rows={4} {...register("goals")} />
            </Field>
            <Field id="app-info" label="Additional information (optional)" error={errors.additionalInfo?.message}>
              <Textarea rows={3} {...register("additionalInfo")} />
            </Field>
            <div className="space-y-2">
              <Label htmlFor="app-resume">Resume (optional, PDF or Word, max 5 MB)</Label>
              <Input
                id="app-resume"
                type="file"
                accept=".pdf,.doc,.docx"
                aria-invalid={resumeError ? true : undefined}
                aria-describedby={resumeError ? "app-resume-error" : undefined}
                onChange={(e) => onFile(e.currentTarget)}
              />
              {resumeError && (
                <p id="app-resume-error" role="alert" className="text-sm font-medium text-destructive">
                  {resumeError}
                </p>
              )}
              {resume && <p className="text-sm text-muted-foreground">Selected: {resume.name}</p>}
            </div>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Preferred contact method</legend>
              <div className="flex gap-4">
                {CONTACT_METHODS.map((m) => (
                  <label key={m} className="flex items-center gap-2 text-sm capitalize">
                    <input type="radio" value={m} {...register("preferredContactMethod")} className="accent-[var(--color-primary)]" /> {m}
                  </label>
                ))}
              </div>
            </fieldset>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Submitting..." : "Submit Application"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Page>
  );
}
