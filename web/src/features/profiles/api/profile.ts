import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountInput, EmailChangeInput } from "@common/account.schema";
import type { ProfileDto, ProfileUpdateInput } from "@common/profiles.schema";
import { call, client } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";

export function useProfileMutations() {
  // The header and profile page (me); the name and avatar also show in the candidates and mentors directories and on comments.
  const meta = { invalidates: [queryFamilies.me, queryFamilies.candidates, queryFamilies.mentorship, queryFamilies.comments] };
  return {
    update: useMutation({
      mutationFn: (input: ProfileUpdateInput): Promise<{ profile: ProfileDto }> => call(client.api.profile.$put({ json: input })),
      meta,
    }),
    uploadAvatar: useMutation({
      mutationFn: (file: File) => call(client.api.profile.avatar.$post({ form: { avatar: file } })),
      meta,
    }),
    setSource: useMutation({
      mutationFn: (source: "gravatar" | "default") => call(client.api.profile["avatar-source"].$put({ json: { source } })),
      meta,
    }),
    // Nothing to refresh: the page reloads at / once the account is gone.
    deleteAccount: useMutation({
      mutationFn: (input: DeleteAccountInput) => call(client.api.account.$delete({ json: input })),
      meta: { invalidates: [] },
    }),
    // Nothing changes until the link mailed to the new address is opened (docs/decisions/038).
    requestEmailChange: useMutation({
      mutationFn: (input: EmailChangeInput) => call(client.api.account.email.$post({ json: input })),
      meta: { invalidates: [] },
    }),
    confirmEmailChange: useMutation({
      mutationFn: (token: string) => call(client.api.account.email.confirm.$post({ json: { token } })),
      meta: { invalidates: [queryFamilies.me] },
    }),
  };
}
