import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Page } from "@/components/layout/page";
import { Card, CardContent } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useArticleMutations } from "@/features/blog/api/blog";
import { ArticleForm } from "@/features/blog/components/article-form";

export default function Component() {
  const navigate = useNavigate();
  const { create } = useArticleMutations();
  return (
    <Page title="Write an Article" description="Articles are reviewed by an admin before they are published." className="max-w-4xl">
      <Card><CardContent className="pt-6">
        <ArticleForm
          submitLabel="Submit for Review"
          onSubmit={async (v) => {
            try {
              await create.mutateAsync(v);
              toast.success("Article submitted successfully! It will be reviewed by an admin.");
              navigate(paths.blog);
            } catch {
              toast.error("Failed to submit article. Please try again.");
            }
          }}
        />
      </CardContent></Card>
    </Page>
  );
}
