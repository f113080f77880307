import { ARTICLE_IMAGE_MAX_BYTES } from "@common/blog.schema";
import type { Editor } from "@tiptap/react";
import { ImagePlus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ToolbarButton } from "@/components/ui/rich-text-editor";
import { errorMessage } from "@/lib/api-client";
import { uploadArticleImage } from "../api/blog";

const ACCEPT = "image/png,image/jpeg,image/gif,image/webp";

/**
 * The editor's image button (docs/decisions/035): choose a picture, describe it (alt text is
 * required, as the server checks), upload it to our storage and insert it at the cursor.
 */
export function ImageToolbarButton({ editor }: { editor: Editor }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const ids = { file: useId(), alt: useId(), altError: useId(), error: useId() };

  const reset = () => {
    setFile(null);
    setAlt("");
    setError(null);
    setTried(false);
  };
  const insert = async () => {
    setTried(true);
    setError(null);
    if (!file || !alt.trim()) return;
    if (file.size > ARTICLE_IMAGE_MAX_BYTES) return setError("Images must be smaller than 5 MB");
    setBusy(true);
    try {
      const { url } = await uploadArticleImage(file);
      editor.chain().focus().setImage({ src: url, alt: alt.trim() }).run();
      setOpen(false);
      reset();
    } catch (err) {
      setError(errorMessage(err, "Failed to upload the image"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ToolbarButton label="Image" onClick={() => setOpen(true)}>
        <ImagePlus className="h-4 w-4" />
      </ToolbarButton>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) reset();
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Insert an image</DialogTitle>
            <DialogDescription>
              PNG, JPEG, GIF or WebP up to 5 MB. It is stored on our site, resized and stripped of metadata.
            </DialogDescription>
          </DialogHeader>
          <form
            className="space-y-4"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              // The dialog is portalled but React bubbles its submit to the article form around the editor.
              e.stopPropagation();
              void insert();
            }}
          >
            <div className="space-y-2">
              <Label htmlFor={ids.file}>Image file</Label>
              <Input
                id={ids.file}
                type="file"
                accept={ACCEPT}
                aria-invalid={tried && !file ? true : undefined}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
              {tried && !file && <p className="text-sm text-destructive">Please choose an image</p>}
            </div>
            <div className="space-y-2">
              <Label htmlFor={ids.alt}>Description (alt text)</Label>
              <Input
                id={ids.alt}
                value={alt}
                maxLength={300}
                placeholder="What the image shows"
                aria-invalid={tried && !alt.trim() ? true : undefined}
                aria-describedby={tried && !alt.trim() ? ids.altError : undefined}
                onChange={(e) => setAlt(e.target.value)}
              />
              {tried && !alt.trim() && (
                <p id={ids.altError} className="text-sm text-destructive">
                  Please describe the image
                </p>
              )}
            </div>
            {error && (
              <p id={ids.error} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? "Uploading…" : "Insert image"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
