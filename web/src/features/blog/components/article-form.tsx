import type { ArticleInput } from "@common/blog.schema";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RichTextEditor } from "@/components/ui/rich-text-editor";
import { errorMessage } from "@/lib/api-client";
import { uploadArticleImage } from "../api/blog";
import { ImageToolbarButton } from "./image-dialog";

/**
 * Title, rich-text content (with an image button that uploads to our storage) and an optional cover
 * image, uploaded or given as an https URL. `submitLabel` is the main button; with
 * `secondaryLabel` a second button (e.g. "Save draft") calls onSubmit with `secondary: true`.
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
  const [title, setTitle] = useState(initial?.title ?? "");
  const [content, setContent] = useState(initial?.content ?? "");
  const [imageUrl, setImageUrl] = useState(initial?.imageUrl ?? "");
  const [busy, setBusy] = useState(false);
  const [coverBusy, setCoverBusy] = useState(false);
  const uploadCover = async (file: File | undefined) => {
    if (!file) return;
    setCoverBusy(true);
    try {
      setImageUrl((await uploadArticleImage(file)).url);
      toast.success("Cover image uploaded");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to upload the cover image"));
    } finally {
      setCoverBusy(false);
    }
  };
  const [missing, setMissing] = useState(false);
  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const secondary = (e.nativeEvent as SubmitEvent).submitter?.getAttribute("data-secondary") === "true";
    if (!title.trim() || !content.replace(/<[^>]*>/g, "").trim()) {
      setMissing(true);
      toast.error("Please fill in all required fields");
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ title: title.trim(), content, imageUrl: imageUrl.trim() || null }, secondary);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="article-title">Title</Label>
        <Input
          id="article-title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={missing && !title.trim() ? true : undefined}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="article-content">Content</Label>
        <RichTextEditor
          id="article-content"
          value={content}
          onChange={setContent}
          invalid={missing && !content}
          extraTools={(editor) => <ImageToolbarButton editor={editor} />}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="article-image">Cover image (optional): upload one or give an https:// URL</Label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Input
            id="article-image"
            type="text"
            inputMode="url"
            placeholder="https://"
            value={imageUrl}
            onChange={(e) => setImageUrl(e.target.value)}
            className="min-w-0 flex-1"
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
        {imageUrl && (
          <img src={imageUrl} alt="Cover preview" className="max-h-40 rounded-md border object-cover" data-testid="cover-preview" />
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        {secondaryLabel && (
          <Button type="submit" variant="outline" data-secondary="true" disabled={busy}>
            {secondaryLabel}
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
