import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type NewsletterSource = "footer" | "landing" | "podcasts" | "learning-tools";

export const subscribe = (email: string, source: NewsletterSource) =>
  api<{ pending: true }>("/api/newsletter", { json: { email, source } });

export function useSubscribe(source: NewsletterSource) {
  return useMutation({ mutationFn: (email: string) => subscribe(email, source) });
}

export const confirmSubscription = (token: string) => api<{ confirmed: true; email: string }>("/api/newsletter/confirm", { json: { token } });
export const unsubscribeNewsletter = (token: string) => api<{ unsubscribed: true }>(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST" });
