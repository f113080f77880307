import { ArrowLeft } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { AdminNav } from "@/components/layout/admin-nav";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Loading } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useAdminIssue, useAdminIssues } from "@/features/newsletter/api/issues";
import { IssueArticle } from "@/features/newsletter/components/issue-article";
import { IssueComposer } from "@/features/newsletter/components/issue-composer";
import { IssueFigures } from "@/features/newsletter/components/issue-figures";

/** Compose a new issue (`new`), edit a draft, or see a sent issue with its figures. */
export default function Component() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const navigate = useNavigate();
  const issue = useAdminIssue(isNew ? undefined : id);
  const list = useAdminIssues();
  const data = issue.data;
  return (
    <Page className="max-w-4xl">
      <AdminNav />
      <Button variant="ghost" asChild className="mb-4">
        <Link to={paths.adminNewsletter}>
          <ArrowLeft /> Back to the newsletter
        </Link>
      </Button>
      <h1 className="mb-6 text-3xl font-bold">{isNew ? "New issue" : data?.status === "draft" ? "Edit issue" : "Sent issue"}</h1>
      {(!isNew && issue.isLoading) || list.isLoading ? (
        <Loading />
      ) : !isNew && !data ? (
        <p className="text-muted-foreground">This issue does not exist.</p>
      ) : data && data.status !== "draft" ? (
        <div className="space-y-6">
          <IssueFigures figures={data.figures} label="Figures" />
          {data.status === "sending" && <p className="text-sm text-muted-foreground">The mails are being queued.</p>}
          <Button variant="outline" asChild>
            <Link to={paths.newsletterIssue(data.slug)}>View in the archive</Link>
          </Button>
          <div className="rounded-md border p-4">
            <IssueArticle title={data.title} content={data.content} sentAt={data.sentAt} />
          </div>
        </div>
      ) : (
        <IssueComposer
          key={data?.id ?? "new"}
          issue={data}
          confirmedSubscribers={list.data?.confirmedSubscribers ?? 0}
          onCreated={(newId) => void navigate(paths.adminNewsletterEdit(newId), { replace: true })}
        />
      )}
    </Page>
  );
}
