import { useNavigate } from "react-router";
import { toast } from "@/components/ui/toast";
import { Page } from "@/components/layout/page";
import { Card, CardContent } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useArticleMutations } from "@/features/blog/api/blog";
import { ArticleForm } from "@/features/blog/components/article-form";
import { errorMessage } from "@/lib/api-client";

export default function Component() {
  const navigate = useNavigate();
  const { create } = useArticleMutations();
  return (
    <Page
      title="Write an Article"
      description="Save a draft as often as you like; articles are reviewed by an admin before they are published."
      className="max-w-4xl"
    >
      <Card>
        <CardContent className="pt-6">
          <ArticleForm
            submitLabel="Submit for Review"
            secondaryLabel="Save Draft"
            onSubmit={async (v, draft) => {
              try {
                const { article } = await create.mutateAsync({ ...v, submit: !draft });
                if (draft) {
                  toast.success("Draft saved. Submit it for review when it is ready.");
                  navigate(paths.blogEdit(article.id));
                } else {
                  toast.success("Article submitted successfully! It will be reviewed by an admin.");
                  navigate(paths.blog);
                }
              } catch (err) {
                toast.error(
                  errorMessage(err, draft ? "Failed to save the draft. Please try again." : "Failed to submit article. Please try again."),
                );
                throw err; // the form marks the server's field errors on its fields
              }
            }}
          />
        </CardContent>
      </Card>
    </Page>
  );
}
