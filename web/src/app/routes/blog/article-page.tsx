import { useFormatInstant } from "@/lib/dates";
import { ArrowLeft, Pencil } from "lucide-react";
import { Link, useParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Loading } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useArticle } from "@/features/blog/api/blog";
import { CommentsSection } from "@/features/comments/components/comments-section";
import { entityTitle, useDocumentTitle } from "@/lib/document-title";
import { ApiError } from "@/lib/api-client";
import { useMe } from "@/lib/me";

export default function Component() {
  const { slug = "" } = useParams();
  const { me } = useMe();
  const { data, isLoading, isError, error } = useArticle(slug);
  const formatInstant = useFormatInstant();
  useDocumentTitle(data ? entityTitle(data.article.title) : isError ? entityTitle("Article Not Found") : null);
  if (isLoading) return <Loading text="Loading article..." />;
  // Only a 404 is "Article Not Found"; any other failure goes to the route error boundary with its message.
  if (isError && !(error instanceof ApiError && error.status === 404)) throw error;
  if (isError || !data)
    return (
      <Page className="max-w-2xl text-center">
        <h1 className="mb-2 text-3xl font-bold">Article Not Found</h1>
        <p className="mb-6 text-muted-foreground">The article you're looking for doesn't exist or has been removed.</p>
        <Button asChild>
          <Link to={paths.blog}>
            <ArrowLeft /> Back to Blog
          </Link>
        </Button>
      </Page>
    );
  const a = data.article;
  const canEdit = !a.builtIn && me && (me.user.role === "admin" || me.user.id === a.author.id);
  return (
    <Page className="max-w-3xl">
      <div className="mb-6 flex items-center justify-between">
        <Button variant="ghost" asChild>
          <Link to={paths.blog}>
            <ArrowLeft /> Back to Blog
          </Link>
        </Button>
        {canEdit && (
          <Button variant="outline" asChild>
            <Link to={paths.blogEdit(a.id)}>
              <Pencil /> Edit Article
            </Link>
          </Button>
        )}
      </div>
      <article>
        {a.status !== "published" && (
          <Badge variant={a.status === "pending" ? "outline" : "destructive"} className="mb-2">
            {a.status}
          </Badge>
        )}
        <h1 className="mb-3 text-3xl font-bold md:text-4xl">{a.title}</h1>
        <p className="mb-6 text-sm text-muted-foreground">
          By {a.author.fullName} · {formatInstant(a.publishedAt ?? a.createdAt, "MMMM d, yyyy")}
        </p>
        {a.imageUrl && <img src={a.imageUrl} alt="" className="mb-6 max-h-96 w-full rounded-lg object-cover" />}
        {/* Sanitized on the server before it was stored (allow-list, see server/features/blog/sanitize.ts). */}
        <div className="prose-article" dangerouslySetInnerHTML={{ __html: a.content }} />
      </article>
      {a.status === "published" && <CommentsSection postId={a.id} here={paths.blogPost(a.slug)} />}
    </Page>
  );
}
