import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileDto, ProfileUpdateInput } from "@common/profiles.schema";
import { api } from "@/lib/api-client";
import { meQueryKey } from "@/lib/me";

export function useProfileMutations() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: meQueryKey });
  return {
    update: useMutation({ mutationFn: (input: ProfileUpdateInput) => api<{ profile: ProfileDto }>("/api/profile", { method: "PUT", json: input }), onSuccess: done }),
    uploadAvatar: useMutation({
      mutationFn: (file: File) => {
        const f = new FormData();
        f.append("avatar", file);
        return api<{ avatarUrl: string }>("/api/profile/avatar", { formData: f });
      },
      onSuccess: done,
    }),
    setSource: useMutation({
      mutationFn: (source: "gravatar" | "default") => api<{ avatarUrl: string | null }>("/api/profile/avatar-source", { method: "PUT", json: { source } }),
      onSuccess: done,
    }),
    deleteAccount: useMutation({ mutationFn: () => api("/api/account", { method: "DELETE" }) }),
  };
}
