import { JOB_REJECTION_REASON_MAX, JOB_STATUS_LABELS, durationLabel } from "@common/jobs.schema";
import { format } from "date-fns";
import { ArrowLeft, ExternalLink, Search } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "@/components/ui/toast";
import { AdminNav } from "@/components/layout/admin-nav";
import { Page } from "@/components/layout/page";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Loading } from "@/components/ui/spinner";
import { FilterTabPanels, Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { useAdminJobActions, useAdminJobs } from "@/features/jobs/api/admin-jobs";
import { errorMessage } from "@/lib/api-client";

export default function Component() {
  // `?view=pending` is where the team's "new job to review" mail links.
  const [params, setParams] = useSearchParams();
  const view = params.get("view") === "pending" ? "pending" : "all";
  const setView = (v: "all" | "pending") => setParams(v === "pending" ? { view: v } : {}, { replace: true });
  const [rejecting, setRejecting] = useState<{ id: string; title: string } | null>(null);
  const [reason, setReason] = useState("");
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirmId, setConfirmId] = useState<string | null>(null);
  const [confirmBulk, setConfirmBulk] = useState(false);
  const { data, isLoading, isError, hasMore, loadMore, loadingMore } = useAdminJobs(view, search.trim());
  const { review, remove, bulkRemove } = useAdminJobActions();

  const toggle = (id: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  const deleteOne = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      setSelected((s) => {
        const n = new Set(s);
        n.delete(id);
        return n;
      });
      toast.success("Job listing deleted successfully");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to delete job listing"));
    }
  };
  const deleteSelected = async () => {
    try {
      const { deleted } = await bulkRemove.mutateAsync([...selected]);
      setSelected(new Set());
      toast.success(`${deleted} job listing(s) deleted successfully`);
    } catch (err) {
      toast.error(errorMessage(err, "Failed to delete selected job listings"));
    }
  };
  const decide = async (id: string, approve: boolean, rejectionReason?: string) => {
    try {
      await review.mutateAsync({ id, approve, reason: rejectionReason });
      toast.success(approve ? "Job approved and published" : "Job rejected");
      return true;
    } catch (err) {
      toast.error(errorMessage(err, approve ? "Failed to approve job" : "Failed to reject job"));
      return false;
    }
  };
  const openReject = (job: { id: string; title: string }) => {
    setReason("");
    setRejecting(job);
  };
  const confirmReject = async () => {
    if (!rejecting) return;
    if (await decide(rejecting.id, false, reason)) setRejecting(null);
  };

  return (
    <Page>
      <AdminNav />
      <Button variant="ghost" asChild className="mb-4">
        <Link to={paths.admin}>
          <ArrowLeft /> Back to Dashboard
        </Link>
      </Button>
      <h1 className="text-3xl font-bold">Job Listings Management</h1>
      <p className="mb-6 text-muted-foreground">Review and manage job postings</p>
      <Tabs value={view} onValueChange={(v) => setView(v as "all" | "pending")}>
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <TabsList>
            <TabsTrigger value="all">All listings</TabsTrigger>
            <TabsTrigger value="pending">Pending review</TabsTrigger>
          </TabsList>
          <div className="relative sm:w-80">
            <Search className="absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden="true" />
            <Input
              className="pl-9"
              placeholder="Search jobs..."
              aria-label="Search jobs"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <FilterTabPanels values={["all", "pending"]} active={view} className="mt-0">
          {selected.size > 0 && (
            <div className="mb-4 flex items-center justify-between rounded-md border bg-muted p-3">
              <span className="text-sm font-medium">{selected.size} selected</span>
              <Button variant="destructive" size="sm" onClick={() => setConfirmBulk(true)} disabled={bulkRemove.isPending}>
                Delete Selected
              </Button>
            </div>
          )}
          {isLoading ? (
            <Loading text="Loading job listings..." />
          ) : isError ? (
            <p role="alert" className="text-destructive">
              Failed to load job listings.
            </p>
          ) : !data || data.jobs.length === 0 ? (
            <p className="py-12 text-center text-muted-foreground">No job listings found</p>
          ) : (
            <div className="grid gap-4">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                Showing {data.jobs.length} of {data.total}
                {data.totalCapped ? "+" : ""} job listings
              </p>
              {data.jobs.map((job) => (
                <Card key={job.id}>
                  <CardHeader className="flex flex-row items-start gap-3 space-y-0">
                    <Checkbox
                      className="mt-1"
                      checked={selected.has(job.id)}
                      onCheckedChange={() => toggle(job.id)}
                      aria-label={`Select ${job.title}`}
                    />
                    <div className="flex-1 space-y-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <CardTitle as="h2" className="text-lg">
                          {job.title}
                        </CardTitle>
                        {job.isContractorRequest && <Badge variant="secondary">Contractor</Badge>}
                        {job.status === "pending" ? (
                          <Badge variant="outline">{JOB_STATUS_LABELS.pending}</Badge>
                        ) : job.status === "approved" ? (
                          <Badge>Published</Badge>
                        ) : job.status === "expired" ? (
                          <Badge variant="secondary">{JOB_STATUS_LABELS.expired}</Badge>
                        ) : (
                          <Badge variant="destructive">{JOB_STATUS_LABELS.rejected}</Badge>
                        )}
                      </div>
                      <p className="text-sm text-muted-foreground">
                        {job.company} · {job.location}
                      </p>
                      <p className="text-sm text-muted-foreground">Posted: {format(new Date(job.datePosted), "MMMM d, yyyy")}</p>
                      {job.expiresAt && (job.status === "approved" || job.status === "expired") && (
                        <p className="text-sm text-muted-foreground">
                          {job.status === "expired" ? "Expired" : "Expires"}: {format(new Date(job.expiresAt), "MMMM d, yyyy")}
                        </p>
                      )}
                      {job.status === "rejected" && job.rejectionReason && (
                        <p className="break-words text-sm">Reason: {job.rejectionReason}</p>
                      )}
                      {job.contractDuration && <p className="text-sm">Duration: {durationLabel(job.contractDuration)}</p>}
                    </div>
                  </CardHeader>
                  <CardContent className="space-y-3">
                    <div className="flex flex-wrap gap-1">
                      {job.skills.map((s) => (
                        <Badge key={s} variant="secondary">
                          {s}
                        </Badge>
                      ))}
                    </div>
                    <p className="line-clamp-3 text-sm">{job.description}</p>
                    <div className="flex flex-wrap gap-2">
                      <Button variant="outline" size="sm" asChild>
                        <a href={job.jobBoardUrl} target="_blank" rel="noopener noreferrer">
                          View Original Posting <ExternalLink />
                        </a>
                      </Button>
                      {!job.isAdminReviewed && (
                        <>
                          <Button size="sm" onClick={() => void decide(job.id, true)} disabled={review.isPending}>
                            Approve
                          </Button>
                          <Button size="sm" variant="outline" onClick={() => openReject(job)} disabled={review.isPending}>
                            Reject
                          </Button>
                        </>
                      )}
                      <Button variant="destructive" size="sm" onClick={() => setConfirmId(job.id)}>
                        Delete Job
                      </Button>
                    </div>
                  </CardContent>
                </Card>
              ))}
              {hasMore && (
                <Button variant="outline" className="w-full" onClick={loadMore} disabled={loadingMore}>
                  {loadingMore ? "Loading..." : "Load more jobs"}
                </Button>
              )}
            </div>
          )}
        </FilterTabPanels>
      </Tabs>
      <Dialog open={rejecting !== null} onOpenChange={(o) => !o && setRejecting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Reject this job</DialogTitle>
            <DialogDescription>
              {rejecting ? `"${rejecting.title}" stays off the board. ` : ""}The submitter sees your reason on their jobs page and receives
              it by mail.
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor="job-reject-reason">Reason (optional)</Label>
            <Textarea
              id="job-reject-reason"
              rows={4}
              maxLength={JOB_REJECTION_REASON_MAX}
              placeholder="For example: please link to the company's own careers page."
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRejecting(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => void confirmReject()} disabled={review.isPending}>
              Reject job
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <AlertDialog open={confirmBulk} onOpenChange={setConfirmBulk}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{`Delete ${selected.size} ${selected.size === 1 ? "job" : "jobs"}?`}</AlertDialogTitle>
            <AlertDialogDescription>This cannot be undone.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={() => {
                setConfirmBulk(false);
                void deleteSelected();
              }}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <AlertDialog open={confirmId !== null} onOpenChange={(o) => !o && setConfirmId(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Confirm Deletion</AlertDialogTitle>
            <AlertDialogDescription>Are you sure you want to delete this job listing? This action cannot be undone.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={() => {
                if (confirmId) void deleteOne(confirmId);
                setConfirmId(null);
              }}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Page>
  );
}
