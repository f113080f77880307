import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";
import { Bold, Code, Heading2, Heading3, Italic, List, ListOrdered, Quote } from "lucide-react";
import { cn } from "@/lib/utils";
import { LinkToolbarButton } from "./link-dialog";
import { ToolbarButton } from "./toolbar-button";

function Toolbar({ editor, extraTools }: { editor: Editor; extraTools?: (editor: Editor) => React.ReactNode }) {
  const c = () => editor.chain().focus();
  // Re-read on every transaction: a toggled mark with no selection changes no text, yet the button's
  // pressed state must show it.
  const is = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      blockquote: e.isActive("blockquote"),
      codeBlock: e.isActive("codeBlock"),
      link: e.isActive("link"),
    }),
  });
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b p-1">
      <ToolbarButton label="Bold" active={is.bold} onClick={() => c().toggleBold().run()}>
        <Bold className="h-4 w-4" />
      </ToolbarButton>
      <ToolbarButton label="Italic" active={is.italic} onClick={() => c().toggleItalic().run()}>
        <Italic className="h-4 w-4" />
      </ToolbarButton>
      <ToolbarButton label="Heading 2" active={is.h2} onClick={() => c().toggleHeading({ level: 2 }).run()}>
        <Heading2 className="h-4 w-4" />
      </ToolbarButton>
      <ToolbarButton label="Heading 3" active={is.h3} onClick={() => c().toggleHeading({ level: 3 }).run()}>
        <Heading3 className="h-4 w-4" />
      </ToolbarButton>
      <ToolbarButton label="Bullet list" active={is.bulletList} onClick={() => c().toggleBulletList().run()}>
        <List className="h-4 w-4" />
      </ToolbarButton>
      <ToolbarButton label="Numbered list" active={is.orderedList} onClick={() => c().toggleOrderedList().run()}>
        <ListOrdered className="h-4 w-4" />
      </ToolbarButton>
      <ToolbarButton label="Quote" active={is.blockquote} onClick={() => c().toggleBlockquote().run()}>
        <Quote className="h-4 w-4" />
      </ToolbarButton>
      <ToolbarButton label="Code block" active={is.codeBlock} onClick={() => c().toggleCodeBlock().run()}>
        <Code className="h-4 w-4" />
      </ToolbarButton>
      <LinkToolbarButton editor={editor} active={is.link} />
      {extraTools?.(editor)}
    </div>
  );
}

/** Tiptap editor producing HTML (the server sanitizes it before storing). */
export function RichTextEditor({
  value,
  onChange,
  id,
  invalid,
  describedBy,
  extraTools,
  label = "Article content",
}: {
  value: string;
  onChange: (html: string) => void;
  id?: string;
  invalid?: boolean;
  /** The id of the field's error message, announced with the textbox (aria-describedby). */
  describedBy?: string;
  /** More toolbar buttons (the article editor's image button, docs/decisions/035). */
  extraTools?: (editor: Editor) => React.ReactNode;
  /** The textbox's accessible name. */
  label?: string;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false }),
      Link.configure({ openOnClick: false, protocols: ["https", "http", "mailto"] }),
      Image,
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id: id ?? "",
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        class: "prose-article min-h-[240px] px-3 py-2 focus:outline-none",
      },
    },
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? "" : editor.getHTML()),
  });
  useEffect(() => {
    // The textbox is the editor's own element: its error state is set on it, as on any other field.
    if (!editor) return;
    const attributes: Record<string, string> = { ...(editor.options.editorProps.attributes as Record<string, string>) };
    delete attributes["aria-invalid"];
    delete attributes["aria-describedby"];
    if (invalid) attributes["aria-invalid"] = "true";
    if (describedBy) attributes["aria-describedby"] = describedBy;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, invalid, describedBy]);
  return (
    <div className={cn("rounded-md border border-input", invalid && "border-destructive")}>
      {editor && <Toolbar editor={editor} extraTools={extraTools} />}
      <EditorContent editor={editor} />
    </div>
  );
}
