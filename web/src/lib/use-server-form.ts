import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type Path, type UseFormProps } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "./api-client";

/**
 * The one form pattern: react-hook-form validated by the shared zod schema, plus the
 * server's verdict. `applyServerErrors(err)` puts an ApiError's field messages under the fields the form
 * has (setError, type "server") and returns whether it marked any, so the caller shows its toast once;
 * a message for a field the form does not have goes to `errors.root.server`.
 */
export function useServerForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  props: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...props, resolver: zodResolver(schema) });
  const isField = (name: string): name is Path<z.input<S>> => name in form.getValues();

  function applyServerErrors(err: unknown): boolean {
    if (!(err instanceof ApiError) || !err.fields) return false;
    let marked = false;
    for (const [name, message] of Object.entries(err.fields)) {
      if (isField(name)) {
        form.setError(name, { type: "server", message }, { shouldFocus: !marked });
        marked = true;
      } else {
        form.setError("root.server", { type: "server", message });
      }
    }
    return marked;
  }

  return { ...form, applyServerErrors };
}
