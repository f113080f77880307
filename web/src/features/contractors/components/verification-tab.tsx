import { BadgeCheck, CheckCircle2, XCircle } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Loading } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useMyContractorRequest, useSubmitContractorRequest } from "../api/contractors";
import { errorMessage } from "@/lib/api-client";

export function VerificationTab() {
  const { data, isLoading, isError } = useMyContractorRequest();
  const submit = useSubmitContractorRequest();
  const [resume, setResume] = useState<File | null>(null);
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
  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const required = ["specialization", "yearsExperience", "relevantProjects", "testimonials"];
    if (required.some((k) => !String(form.get(k) ?? "").trim())) return void toast.error("Please fill out all required fields");
    form.delete("resume");
    if (resume) form.append("resume", resume);
    try {
      const { updated } = await submit.mutateAsync(form);
      toast.success(updated ? "Your verification request has been updated" : "Your verification request has been submitted");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to submit your request"));
    }
  };
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
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" key={r?.id ?? "new"}>
          <div className="grid gap-4 md:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor="c-spec">Specialization</Label>
              <Input id="c-spec" name="specialization" defaultValue={r?.specialization} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="c-years">Years of experience</Label>
              <Input id="c-years" name="yearsExperience" type="number" min={0} max={80} defaultValue={r?.yearsExperience} />
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor="c-projects">Relevant projects</Label>
            <Textarea id="c-projects" name="relevantProjects" rows={4} defaultValue={r?.relevantProjects} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="c-testimonials">Testimonials</Label>
            <Textarea id="c-testimonials" name="testimonials" rows={3} defaultValue={r?.testimonials} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="c-resume">Resume (PDF, DOC or DOCX)</Label>
            <Input
              id="c-resume"
              name="resume"
              type="file"
              accept=".pdf,.doc,.docx"
              onChange={(e) => setResume(e.target.files?.[0] ?? null)}
            />
            {r?.resumeUrl && (
              <a className="text-sm text-primary underline" href={r.resumeUrl}>
                Download the resume on file
              </a>
            )}
          </div>
          <div className="flex flex-wrap gap-4">
            <Connected ok={data.githubConnected} name="GitHub" />
            <Connected ok={data.linkedinConnected} name="LinkedIn" />
          </div>
          <Button type="submit" disabled={submit.isPending}>
            {submit.isPending ? "Submitting..." : r ? "Update request" : "Submit request"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
