import { contractorRequestSchema, type ContractorRequestDto } from "@common/contractors.schema";
import { BadgeCheck, CheckCircle2, XCircle } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Loading } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useMyContractorRequest, useSubmitContractorRequest } from "../api/contractors";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";

export function VerificationTab() {
  const { data, isLoading, isError } = useMyContractorRequest();
  if (isLoading) return <Loading />;
  if (isError || !data)
    return (
      <p role="alert" className="text-destructive">
        Failed to load your profile data
      </p>
    );
  if (data.verified)
    return (
      <Card className="max-w-xl border-primary">
        <CardHeader className="flex flex-row items-center gap-3 space-y-0">
          <BadgeCheck className="h-10 w-10 text-primary" aria-hidden="true" />
          <div>
            <CardTitle as="h2">Verified contractor</CardTitle>
            <CardDescription>Your contractor status is verified. You can filter the job board for contractor jobs.</CardDescription>
          </div>
        </CardHeader>
      </Card>
    );
  const r = data.request;
  const Connected = ({ ok, name }: { ok: boolean; name: string }) => (
    <span className="flex items-center gap-1 text-sm">
      {ok ? (
        <CheckCircle2 className="h-4 w-4 text-primary" aria-hidden="true" />
      ) : (
        <XCircle className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
      )}
      {name} {ok ? "connected" : "not connected"}
    </span>
  );
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <CardTitle as="h2">Contractor verification</CardTitle>
          {r && (
            <Badge variant={r.status === "pending" ? "outline" : r.status === "approved" ? "default" : "destructive"}>{r.status}</Badge>
          )}
        </div>
        <CardDescription>Verified contractors get the contractor-only job filter. An admin reviews every request.</CardDescription>
      </CardHeader>
      <CardContent>
        <RequestForm key={r?.id ?? "new"} request={r}>
          <div className="flex flex-wrap gap-4">
            <Connected ok={data.githubConnected} name="GitHub" />
            <Connected ok={data.linkedinConnected} name="LinkedIn" />
          </div>
        </RequestForm>
      </CardContent>
    </Card>
  );
}

/**
 * The request itself, through the one form pattern (docs/decisions/043): contractorRequestSchema checks
 * it before sending, and the server's field messages are shown on their fields. Sent as multipart with
 * the optional resume.
 */
function RequestForm({ request: r, children }: { request: ContractorRequestDto | null; children: React.ReactNode }) {
  const submit = useSubmitContractorRequest();
  const [resume, setResume] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(contractorRequestSchema, {
    defaultValues: {
      specialization: r?.specialization ?? "",
      yearsExperience: r?.yearsExperience ?? "",
      relevantProjects: r?.relevantProjects ?? "",
      testimonials: r?.testimonials ?? "",
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.append(k, String(v));
    if (resume) form.append("resume", resume);
    try {
      const { updated } = await submit.mutateAsync(form);
      toast.success(updated ? "Your verification request has been updated" : "Your verification request has been submitted");
    } catch (err) {
      if (!applyServerErrors(err)) toast.error(errorMessage(err, "Failed to submit your request"));
    }
  });
  return (
    <form method="post" encType="multipart/form-data" onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Field id="c-spec" label="Specialization" error={errors.specialization?.message}>
          <Input {...register("specialization")} />
        </Field>
        <Field id="c-years" label="Years of experience" error={errors.yearsExperience?.message}>
          <Input
            type="number"
            min={0}
            max={80}
            {...register("yearsExperience", { setValueAs: (v: unknown) => (v === "" || v === null ? undefined : v) })}
          />
        </Field>
      </div>
      <Field id="c-projects" label="Relevant projects" error={errors.relevantProjects?.message}>
        <Textarea rows={4} {...register("relevantProjects")} />
      </Field>
      <Field id="c-testimonials" label="Testimonials" error={errors.testimonials?.message}>
        <Textarea rows={3} {...register("testimonials")} />
      </Field>
      <div className="space-y-2">
        <Label htmlFor="c-resume">Resume (PDF, DOC or DOCX)</Label>
        <Input
          id="c-resume"
          name="resume"
          type="file"
          accept=".pdf,.doc,.docx"
          aria-invalid={errors.root?.server ? true : undefined}
          aria-describedby={errors.root?.server ? "c-resume-error" : undefined}
          onChange={(e) => setResume(e.target.files?.[0] ?? null)}
        />
        {r?.resumeUrl && (
          <a className="text-sm text-primary underline" href={r.resumeUrl}>
            Download the resume on file
          </a>
        )}
      </div>
      {/* The only field outside the schema is the resume: a message for another name is about it. */}
      {errors.root?.server && (
        <p id="c-resume-error" role="alert" className="text-sm font-medium text-destructive">
          {errors.root.server.message}
        </p>
      )}
      {children}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Submitting..." : r ? "Update request" : "Submit request"}
      </Button>
    </form>
  );
}
