import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Loading } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { usePublicIssue } from "@/features/newsletter/api/issues";
import { IssueArticle } from "@/features/newsletter/components/issue-article";
import { ApiError } from "@/lib/api-client";
import { entityTitle, useDocumentTitle } from "@/lib/document-title";

/** One sent issue of the newsletter (server-rendered: readable without JavaScript). */
export default function Component() {
  const { slug = "" } = useParams();
  const { data, isLoading, isError, error } = usePublicIssue(slug);
  useDocumentTitle(data ? entityTitle(data.title, "Newsletter") : isError ? entityTitle("Issue Not Found") : null);
  if (isLoading) return <Loading text="Loading issue..." />;
  if (isError && !(error instanceof ApiError && error.status === 404)) throw error;
  const back = (
    <Button variant="ghost" asChild className="mb-6">
      <Link to={paths.newsletter}>
        <ArrowLeft /> All issues
      </Link>
    </Button>
  );
  if (isError || !data)
    return (
      <Page className="max-w-2xl text-center">
        <h1 className="mb-2 text-3xl font-bold">Issue Not Found</h1>
        <p className="mb-6 text-muted-foreground">This issue does not exist or has not been sent yet.</p>
        {back}
      </Page>
    );
  return (
    <Page className="max-w-3xl">
      {back}
      <IssueArticle title={data.title} content={data.content} sentAt={data.sentAt} />
    </Page>
  );
}
