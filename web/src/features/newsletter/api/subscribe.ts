import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type NewsletterSource = "footer" | "landing" | "podcasts" | "learning-tools";

export const subscribe = (email: string, source: NewsletterSource) =>
  api<{ subscribed: true }>("/api/newsletter", { json: { email, source } });

export function useSubscribe(source: NewsletterSource) {
  return useMutation({ mutationFn: (email: string) => subscribe(email, source) });
}
