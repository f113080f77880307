import { articleImageInsertSchema } from "@common/blog.schema";
import type { Editor } from "@tiptap/react";
import { ImagePlus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogForm, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ToolbarButton } from "@/components/ui/toolbar-button";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import { uploadArticleImage } from "../api/blog";

const ACCEPT = "image/png,image/jpeg,image/gif,image/webp";
/** No picture yet (undefined: the schema answers "Please choose an image"). */
const empty = { alt: "" };

/**
 * The editor's image button (docs/decisions/035): choose a picture, describe it (alt text is
 * required, as the server checks), upload it to our storage and insert it at the cursor. One form
 * pattern (docs/decisions/043): articleImageInsertSchema checks both fields; the upload's refusal is
 * shown on the file field.
 */
export function ImageToolbarButton({ editor }: { editor: Editor }) {
  const [open, setOpen] = useState(false);
  const ids = { file: useId(), alt: useId() };
  const {
    register,
    handleSubmit,
    setValue,
    resetField,
    reset,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useServerForm(articleImageInsertSchema, { defaultValues: empty });

  const insert = handleSubmit(async ({ image, alt }) => {
    try {
      const { url } = await uploadArticleImage(image);
      editor.chain().focus().setImage({ src: url, alt }).run();
      setOpen(false);
      reset(empty);
    } catch (err) {
      // The upload's only field is the picture: its refusal (type, size, unreadable) is said there.
      setError("image", { type: "server", message: errorMessage(err, "Failed to upload the image") }, { shouldFocus: true });
    }
  });
  return (
    <>
      <ToolbarButton label="Image" onClick={() => setOpen(true)}>
        <ImagePlus className="h-4 w-4" />
      </ToolbarButton>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) reset(empty);
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Insert an image</DialogTitle>
            <DialogDescription>
              PNG, JPEG, GIF or WebP up to 5 MB. It is stored on our site, resized and stripped of metadata.
            </DialogDescription>
          </DialogHeader>
          <DialogForm onSubmit={(e) => void insert(e)}>
            <Field id={ids.file} label="Image file" error={errors.image?.message}>
              <Input
                type="file"
                accept={ACCEPT}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) setValue("image", file, { shouldValidate: isSubmitted });
                  else resetField("image");
                }}
              />
            </Field>
            <Field id={ids.alt} label="Description (alt text)" error={errors.alt?.message}>
              <Input maxLength={300} placeholder="What the image shows" {...register("alt")} />
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? "Uploading…" : "Insert image"}
              </Button>
            </DialogFooter>
          </DialogForm>
        </DialogContent>
      </Dialog>
    </>
  );
}
