import { useMutation } from "@tanstack/react-query";
import { call, client } from "@/lib/api-client";

export type NewsletterSource = "footer" | "landing" | "podcasts" | "learning-tools";

export const subscribe = (email: string, source: NewsletterSource) => call(client.api.newsletter.$post({ json: { email, source } }));

export function useSubscribe(source: NewsletterSource) {
  return useMutation({ mutationFn: (email: string) => subscribe(email, source) });
}

export const confirmSubscription = (token: string) => call(client.api.newsletter.confirm.$post({ json: { token } }));
export const unsubscribeNewsletter = (token: string) => call(client.api.newsletter.unsubscribe.$post({ query: { token } }));
