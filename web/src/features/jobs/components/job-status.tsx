import { JOB_EXPIRY_WARNING_DAYS, JOB_STATUS_LABELS, type JobStatus } from "@common/jobs.schema";
import { DAY_MS } from "@common/time";
import { format } from "date-fns";
import { RefreshCw } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { refusalMessage } from "@/lib/api-client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useRenewJob } from "../api/my-jobs";

const VARIANT: Record<JobStatus, "default" | "secondary" | "destructive" | "outline"> = {
  pending: "outline",
  approved: "default",
  rejected: "destructive",
  expired: "secondary",
};

const longDate = (iso: string) => format(new Date(iso), "MMMM d, yyyy");

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <Badge variant={VARIANT[status]}>{JOB_STATUS_LABELS[status]}</Badge>;
}

export interface JobLifecycle {
  id: string;
  title: string;
  status: JobStatus;
  rejectionReason: string | null;
  expiresAt: string | null;
}

/** One line (or two) under a job saying what its status means for its submitter. */
export function JobStatusDetails({ job }: { job: JobLifecycle }) {
  if (job.status === "pending")
    return <p className="text-sm text-muted-foreground">Our team reviews every job before it goes on the board.</p>;
  if (job.status === "rejected") {
    return job.rejectionReason ? (
      <div className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
        <p className="font-medium">Reason from our team</p>
        <p className="whitespace-pre-line break-words">{job.rejectionReason}</p>
      </div>
    ) : (
      <p className="text-sm text-muted-foreground">No reason was given.</p>
    );
  }
  if (!job.expiresAt) return <p className="text-sm text-muted-foreground">On the job board.</p>;
  if (job.status === "expired") {
    return <p className="text-sm text-muted-foreground">Expired on {longDate(job.expiresAt)}. Renew it to put it back on the job board.</p>;
  }
  const soon = new Date(job.expiresAt).getTime() - Date.now() <= JOB_EXPIRY_WARNING_DAYS * DAY_MS;
  return (
    <p className={soon ? "text-sm font-medium text-amber-700 dark:text-amber-400" : "text-sm text-muted-foreground"}>
      {soon ? "Expires soon: " : "Expires on "}
      {longDate(job.expiresAt)}
    </p>
  );
}

/** Renew for another 30 days: approved and expired jobs only. */
export function RenewJobButton({ job }: { job: JobLifecycle }) {
  const renew = useRenewJob();
  if (job.status !== "approved" && job.status !== "expired") return null;
  const onClick = async () => {
    try {
      const { job: renewed } = await renew.mutateAsync(job.id);
      toast.success(`Job renewed. It stays on the board until ${longDate(renewed.expiresAt)}.`);
    } catch (err) {
      toast.error(refusalMessage(err, "Failed to renew the job. Please try again."));
    }
  };
  return (
    <Button
      size="sm"
      variant={job.status === "expired" ? "default" : "outline"}
      onClick={() => void onClick()}
      disabled={renew.isPending}
      aria-label={`Renew ${job.title}`}
    >
      <RefreshCw aria-hidden="true" /> Renew
    </Button>
  );
}
