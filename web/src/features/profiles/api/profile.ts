import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileDto, ProfileUpdateInput } from "@common/profiles.schema";
import { call, client } from "@/lib/api-client";
import { meQueryKey } from "@/lib/me";

export function useProfileMutations() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: meQueryKey });
  return {
    update: useMutation({
      mutationFn: (input: ProfileUpdateInput): Promise<{ profile: ProfileDto }> => call(client.api.profile.$put({ json: input })),
      onSuccess: done,
    }),
    uploadAvatar: useMutation({
      mutationFn: (file: File) => call(client.api.profile.avatar.$post({ form: { avatar: file } })),
      onSuccess: done,
    }),
    setSource: useMutation({
      mutationFn: (source: "gravatar" | "default") => call(client.api.profile["avatar-source"].$put({ json: { source } })),
      onSuccess: done,
    }),
    deleteAccount: useMutation({ mutationFn: () => call(client.api.account.$delete()) }),
  };
}
