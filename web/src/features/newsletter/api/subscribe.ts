import { useMutation } from "@tanstack/react-query";
import { call, client } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";

export type NewsletterSource = "footer" | "landing" | "podcasts" | "learning-tools";

export const subscribe = (email: string, source: NewsletterSource) => call(client.api.newsletter.$post({ json: { email, source } }));

export function useSubscribe(source: NewsletterSource) {
  // The admin's newsletter inbox (a visitor has none of it cached: nothing to refresh).
  return useMutation({ mutationFn: (email: string) => subscribe(email, source), meta: { invalidates: [queryFamilies.admin] } });
}

export const confirmSubscription = (token: string) => call(client.api.newsletter.confirm.$post({ json: { token } }));
export const unsubscribeNewsletter = (token: string) => call(client.api.newsletter.unsubscribe.$post({ query: { token } }));
