import { statusBadgeVariant } from "@common/blog.schema";
import { Navigate, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useArticleForEdit, useArticleMutations } from "@/features/blog/api/blog";
import { ArticleForm } from "@/features/blog/components/article-form";
import { useMe } from "@/lib/me";

export default function Component() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { me } = useMe();
  const { data, isLoading, isError } = useArticleForEdit(id);
  const { update, review, remove } = useArticleMutations();
  if (isLoading) return <Loading />;
  if (isError || !data) return <Navigate to={paths.blog} replace />;
  const a = data.article;
  const isAdmin = me?.user.role === "admin";
  const decide = async (approve: boolean) => {
    try {
      await review.mutateAsync({ id, approve });
      toast.success(approve ? "Article approved and published" : "Article rejected");
      navigate(approve ? paths.blogPost(a.slug) : paths.blog);
    } catch {
      toast.error(approve ? "Failed to approve article" : "Failed to reject article");
    }
  };
  const del = async () => {
    if (!window.confirm("Are you sure you want to delete this article? This action cannot be undone.")) return;
    try {
      await remove.mutateAsync(id);
      toast.success("Article deleted successfully");
      navigate(paths.blog);
    } catch {
      toast.error("Failed to delete article");
    }
  };
  return (
    <Page title="Edit Article" className="max-w-4xl" actions={<Badge variant={statusBadgeVariant(a.status)}>{a.status}</Badge>}>
      {a.status === "pending" && isAdmin && (
        <Card className="mb-6 border-primary">
          <CardHeader><CardTitle as="h2" className="text-lg">Pending review</CardTitle></CardHeader>
          <CardContent className="flex gap-2">
            <Button onClick={() => void decide(true)} disabled={review.isPending}>Approve</Button>
            <Button variant="outline" onClick={() => void decide(false)} disabled={review.isPending}>Reject</Button>
          </CardContent>
        </Card>
      )}
      {a.status === "pending" && !isAdmin && <p className="mb-4 text-sm text-muted-foreground">This article is pending review by an admin.</p>}
      <Card><CardContent className="pt-6">
        <ArticleForm
          initial={{ title: a.title, content: a.content, imageUrl: a.imageUrl }}
          submitLabel="Save Changes"
          onSubmit={async (v) => {
            try {
              await update.mutateAsync({ id, input: v });
              toast.success("Article updated successfully!");
            } catch {
              toast.error("Failed to update article");
            }
          }}
        />
      </CardContent></Card>
      <Button variant="destructive" className="mt-6" onClick={() => void del()} disabled={remove.isPending}>Delete Article</Button>
    </Page>
  );
}
