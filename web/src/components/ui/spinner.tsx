import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

/** A loading line with its text (the spec's "Loading ..." messages). */
export function Loading({ text = "Loading...", className }: { text?: string; className?: string }) {
  return (
    <div role="status" className={cn("flex items-center justify-center gap-2 py-12 text-muted-foreground", className)}>
      <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
