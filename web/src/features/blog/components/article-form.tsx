import { articleInputSchema, type ArticleInput } from "@common/blog.schema";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RichTextEditor } from "@/components/ui/rich-text-editor";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import { uploadArticleImage } from "../api/blog";
import { ImageToolbarButton } from "./image-dialog";

/**
 * Title, rich-text content (with an image button that uploads to our storage) and an optional cover
 * image, uploaded or given as an https URL. `submitLabel` is the main button; with
 * `secondaryLabel` a second button (e.g. "Save draft") calls onSubmit with `secondary: true`.
 * One form pattern (docs/decisions/043): articleInputSchema checks it before sending; throwing from
 * onSubmit with the server's field errors marks those fields.
 */
export function ArticleForm({
  initial,
  submitLabel,
  secondaryLabel,
  onSubmit,
}: {
  initial?: ArticleInput;
  submitLabel: string;
  secondaryLabel?: string;
  onSubmit: (v: ArticleInput, secondary: boolean) => Promise<void>;
}) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
    applyServerErrors,
  } = useServerForm(articleInputSchema, {
    defaultValues: { title: initial?.title ?? "", content: initial?.content ?? "", imageUrl: initial?.imageUrl ?? "" },
  });
  const imageUrl = watch("imageUrl");
  const [coverBusy, setCoverBusy] = useState(false);
  const uploadCover = async (file: File | undefined) => {
    if (!file) return;
    setCoverBusy(true);
    try {
      setValue("imageUrl", (await uploadArticleImage(file)).url, { shouldValidate: true });
      toast.success("Cover image uploaded");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to upload the cover image"));
    } finally {
      setCoverBusy(false);
    }
  };
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    const secondary = (e.nativeEvent as SubmitEvent).submitter?.getAttribute("data-secondary") === "true";
    return handleSubmit(
      async (values) => {
        try {
          await onSubmit(values, secondary);
        } catch (err) {
          applyServerErrors(err);
        }
      },
      () => toast.error("Please fill in all required fields"),
    )(e);
  };
  const contentError = errors.content?.message;
  return (
    <form method="post" onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <Field id="article-title" label="Title" error={errors.title?.message}>
        <Input {...register("title")} />
      </Field>
      <div className="space-y-2">
        <Label htmlFor="article-content">Content</Label>
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              id="article-content"
              value={field.value ?? ""}
              onChange={field.onChange}
              invalid={Boolean(contentError)}
              describedBy={contentError ? "article-content-error" : undefined}
              extraTools={(editor) => <ImageToolbarButton editor={editor} />}
            />
          )}
        />
        {contentError && (
          <p id="article-content-error" role="alert" className="text-sm font-medium text-destructive">
            {contentError}
          </p>
        )}
      </div>
      <div className="space-y-2">
        <Label htmlFor="article-image">Cover image (optional): upload one or give an https:// URL</Label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Input
            id="article-image"
            type="text"
            inputMode="url"
            placeholder="https://"
            aria-invalid={errors.imageUrl ? true : undefined}
            aria-describedby={errors.imageUrl ? "article-image-error" : undefined}
            className="min-w-0 flex-1"
            {...register("imageUrl")}
          />
          <Label htmlFor="article-cover-file" className="sr-only">
            Upload a cover image
          </Label>
          <Input
            id="article-cover-file"
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            disabled={coverBusy}
            onChange={(e) => void uploadCover(e.target.files?.[0])}
            className="sm:w-64"
          />
        </div>
        {errors.imageUrl && (
          <p id="article-image-error" role="alert" className="text-sm font-medium text-destructive">
            {errors.imageUrl.message}
          </p>
        )}
        {imageUrl && (
          <img src={imageUrl} alt="Cover preview" className="max-h-40 rounded-md border object-cover" data-testid="cover-preview" />
        )}
      </div>
      {errors.root?.server && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        {secondaryLabel && (
          <Button type="submit" variant="outline" data-secondary="true" disabled={isSubmitting}>
            {secondaryLabel}
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
