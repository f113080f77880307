import { ARTICLE_STATUS_LABEL, REJECTION_REASON_MAX, statusBadgeVariant } from "@common/blog.schema";
import { useState } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import { toast } from "@/components/ui/toast";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Loading } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { useArticleForEdit, useArticleMutations } from "@/features/blog/api/blog";
import { ArticleForm } from "@/features/blog/components/article-form";
import { useMe } from "@/lib/me";
import { StaffReasonDialog } from "@/components/moderation/staff-reason-dialog";
import { errorMessage } from "@/lib/api-client";

export default function Component() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { me } = useMe();
  const { data, isLoading, isError } = useArticleForEdit(id);
  const { update, review, reviewRevision, remove } = useArticleMutations();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonMissing, setReasonMissing] = useState(false);
  if (isLoading) return <Loading />;
  if (isError || !data) return <Navigate to={paths.blog} replace />;
  const a = data.article;
  // An edit of a published article waits as a revision; the author keeps editing it (docs/decisions/035).
  const rev = data.revision;
  const pendingRev = rev?.status === "pending" ? rev : null;
  const shown = rev ?? a;
  const decideRevision = async (approve: boolean, why?: string) => {
    if (!pendingRev) return;
    try {
      await reviewRevision.mutateAsync({ id: pendingRev.id, version: pendingRev.version, approve, reason: why });
      toast.success(approve ? "Edit approved: readers now see the new version" : "Edit rejected; the author was sent your reason");
      if (approve) navigate(paths.blogPost(a.slug));
      return true;
    } catch (err) {
      toast.error(errorMessage(err, approve ? "Failed to approve the edit" : "Failed to reject the edit"));
      return false;
    }
  };
  const isAdmin = me?.user.role === "admin";
  const isAuthor = me?.user.id === a.author.id;
  const canSubmit = isAuthor && (a.status === "draft" || a.status === "rejected");
  const approve = async () => {
    try {
      await review.mutateAsync({ id, approve: true });
      toast.success("Article approved and published");
      navigate(paths.blogPost(a.slug));
    } catch (err) {
      toast.error(errorMessage(err, "Failed to approve article"));
    }
  };
  const reject = async () => {
    if (!reason.trim()) {
      setReasonMissing(true);
      return;
    }
    if (pendingRev) {
      if (await decideRevision(false, reason.trim())) setRejectOpen(false);
      return;
    }
    try {
      await review.mutateAsync({ id, approve: false, reason: reason.trim() });
      setRejectOpen(false);
      toast.success("Article rejected; the author was sent your reason");
      navigate(paths.blog);
    } catch (err) {
      toast.error(errorMessage(err, "Failed to reject article"));
    }
  };
  const del = async () => {
    if (!window.confirm("Are you sure you want to delete this article? This action cannot be undone.")) return;
    try {
      await remove.mutateAsync({ id });
      toast.success("Article deleted successfully");
      navigate(paths.blog);
    } catch (err) {
      toast.error(errorMessage(err, "Failed to delete article"));
    }
  };
  return (
    <Page
      title="Edit Article"
      className="max-w-4xl"
      actions={
        <Badge variant={statusBadgeVariant(a.status)} data-testid="article-status">
          {ARTICLE_STATUS_LABEL[a.status]}
        </Badge>
      }
    >
      {a.status === "pending" && isAdmin && (
        <Card className="mb-6 border-primary">
          <CardHeader>
            <CardTitle as="h2" className="text-lg">
              Pending review
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            <Button onClick={() => void approve()} disabled={review.isPending}>
              Approve
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setReason("");
                setReasonMissing(false);
                setRejectOpen(true);
              }}
              disabled={review.isPending}
            >
              Reject
            </Button>
          </CardContent>
        </Card>
      )}
      {pendingRev && (
        <div role="status" data-testid="edit-pending" className="mb-6 rounded-md border border-primary/50 bg-primary/5 p-4">
          <p className="font-medium">Edit pending review</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Readers still see the published version. {isAuthor ? "You can keep editing your changes until an admin reviews them." : ""}
          </p>
          {isAdmin && (
            <div className="mt-3 flex flex-wrap gap-2">
              <Button onClick={() => void decideRevision(true)} disabled={reviewRevision.isPending}>
                Approve edit
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  setReason("");
                  setReasonMissing(false);
                  setRejectOpen(true);
                }}
                disabled={reviewRevision.isPending}
              >
                Reject edit
              </Button>
            </div>
          )}
        </div>
      )}
      {rev?.status === "rejected" && (
        <div role="status" className="mb-6 rounded-md border border-destructive/50 bg-destructive/5 p-4">
          <p className="font-medium">Your last edit was not approved; the published version is unchanged.</p>
          {rev.rejectionReason && (
            <p className="mt-1 whitespace-pre-wrap break-words text-sm">
              <span className="font-medium">Reason: </span>
              {rev.rejectionReason}
            </p>
          )}
        </div>
      )}
      {a.status === "pending" && !isAdmin && (
        <p className="mb-4 text-sm text-muted-foreground">This article is pending review by an admin.</p>
      )}
      {a.status === "draft" && isAuthor && (
        <p className="mb-4 text-sm text-muted-foreground">This is a draft: only you can see it. Submit it for review when it is ready.</p>
      )}
      {a.status === "rejected" && (
        <div role="status" className="mb-6 rounded-md border border-destructive/50 bg-destructive/5 p-4">
          <p className="font-medium">This article was not approved.</p>
          {a.rejectionReason && (
            <p className="mt-1 whitespace-pre-wrap break-words text-sm" data-testid="rejection-reason">
              <span className="font-medium">Reason: </span>
              {a.rejectionReason}
            </p>
          )}
          {isAuthor && <p className="mt-2 text-sm text-muted-foreground">Edit it and submit it for review again.</p>}
        </div>
      )}
      <Card>
        <CardContent className="pt-6">
          <ArticleForm
            key={`${a.updatedAt}-${rev?.id ?? ""}-${rev?.version ?? ""}`}
            initial={{ title: shown.title, content: shown.content, imageUrl: shown.imageUrl }}
            submitLabel={canSubmit ? "Submit for Review" : "Save Changes"}
            secondaryLabel={canSubmit ? (a.status === "draft" ? "Save Draft" : "Save Changes") : undefined}
            onSubmit={async (v, secondary) => {
              const submit = canSubmit && !secondary;
              try {
                const { article, revision } = await update.mutateAsync({ id, input: { ...v, submit } });
                if (submit) {
                  toast.success("Article submitted for review");
                  navigate(paths.blog);
                } else {
                  toast.success(
                    revision?.status === "pending"
                      ? "Edit saved; the published version stays online until it is approved"
                      : article.status === "pending" && a.status === "published"
                        ? "Article updated; it is back in review"
                        : "Article updated successfully!",
                  );
                }
              } catch (err) {
                toast.error(errorMessage(err, "Failed to update article"));
                throw err; // the form marks the server's field errors on its fields
              }
            }}
          />
        </CardContent>
      </Card>
      {isAuthor ? (
        <Button variant="destructive" className="mt-6" onClick={() => void del()} disabled={remove.isPending}>
          Delete Article
        </Button>
      ) : (
        <div className="mt-6">
          <StaffReasonDialog
            id={`delete-article-${id}`}
            trigger="Delete Article"
            triggerLabel="Delete Article"
            triggerVariant="destructive"
            title={`Delete "${a.title}"?`}
            description="The author is mailed the reason and the deletion is recorded in the staff log. This cannot be undone."
            confirm="Delete article"
            done="Article deleted successfully"
            failed="Failed to delete article"
            destructive
            onConfirm={async (reason) => {
              await remove.mutateAsync({ id, reason });
              navigate(paths.blog);
            }}
          />
        </div>
      )}
      <Dialog open={rejectOpen} onOpenChange={setRejectOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{pendingRev ? "Reject this edit" : "Reject this article"}</DialogTitle>
            <DialogDescription>
              {pendingRev
                ? "The published version stays online. The author receives your reason by mail and can change the edit."
                : "The author receives your reason by mail and can edit and resubmit the article."}
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor="reject-reason">Reason</Label>
            <Textarea
              id="reject-reason"
              rows={4}
              maxLength={REJECTION_REASON_MAX}
              value={reason}
              aria-invalid={reasonMissing && !reason.trim() ? true : undefined}
              aria-describedby={reasonMissing ? "reject-reason-error" : undefined}
              onChange={(e) => setReason(e.target.value)}
            />
            {reasonMissing && !reason.trim() && (
              <p id="reject-reason-error" className="text-sm text-destructive">
                Please give a reason for the rejection
              </p>
            )}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRejectOpen(false)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => void reject()} disabled={review.isPending || reviewRevision.isPending}>
              {pendingRev ? "Reject edit" : "Reject article"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Page>
  );
}
