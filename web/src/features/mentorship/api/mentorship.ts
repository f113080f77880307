import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AppointmentDto,
  BookingInput,
  MenteeApplicationDto,
  MentorApplicantDto,
  MentorDetailDto,
  MentorDto,
  MyAvailabilityDto,
  WeeklyAvailability,
} from "@common/mentorship.schema";
import { api } from "@/lib/api-client";

export const mentorsQuery = (q: string) =>
  queryOptions({
    queryKey: ["mentors", q],
    queryFn: () => api<{ mentors: MentorDto[] }>(`/api/mentors${q ? `?q=${encodeURIComponent(q)}` : ""}`),
  });

export const useMentors = (q: string) => useQuery(mentorsQuery(q));

export const useMentor = (id: string) =>
  useQuery({ queryKey: ["mentor", id], queryFn: () => api<MentorDetailDto>(`/api/mentors/${encodeURIComponent(id)}`), retry: false });

export function useBookSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingInput) => api<{ appointment: { id: string } }>("/api/appointments", { json: input }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["appointments"] });
      void qc.invalidateQueries({ queryKey: ["mentor"] });
    },
  });
}

export const useAppointments = () =>
  useQuery({ queryKey: ["appointments"], queryFn: () => api<{ asMentee: AppointmentDto[]; asMentor: AppointmentDto[] }>("/api/appointments") });

export function useAppointmentActions() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: ["appointments"] });
  return {
    decide: useMutation({
      mutationFn: ({ id, status, reason }: { id: string; status: "approved" | "declined"; reason?: string }) =>
        api(`/api/appointments/${id}/decision`, { json: { status, reason: reason || undefined } }),
      onSuccess: done,
    }),
    cancel: useMutation({ mutationFn: (id: string) => api(`/api/appointments/${id}/cancel`, { method: "POST" }), onSuccess: done }),
  };
}

export const useSubmitMenteeApplication = () =>
  useMutation({ mutationFn: (form: FormData) => api<{ application: { id: string } }>("/api/mentorship/applications", { formData: form }) });

export function useBecomeMentor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ role: string }>("/api/mentorship/mentor-application", { method: "POST" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["me"] }),
  });
}

export const useMentorApplications = (q: string) =>
  useQuery({
    queryKey: ["admin", "mentor-applications", q],
    queryFn: () =>
      api<{ applicants: MentorApplicantDto[]; menteeApplications: MenteeApplicationDto[] }>(
        `/api/admin/mentor-applications${q ? `?q=${encodeURIComponent(q)}` : ""}`,
      ),
  });

export function useDecideMentorApplicant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      api(`/api/admin/mentor-applications/${id}/${approve ? "approve" : "reject"}`, { method: "POST" }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["admin", "mentor-applications"] });
      void qc.invalidateQueries({ queryKey: ["mentors"] });
    },
  });
}

export const myAvailabilityQuery = () =>
  queryOptions({ queryKey: ["mentor-availability"], queryFn: () => api<MyAvailabilityDto>("/api/mentors/me/availability") });

export function useAvailabilityActions() {
  const qc = useQueryClient();
  const done = (data: MyAvailabilityDto) => {
    qc.setQueryData(["mentor-availability"], data);
    void qc.invalidateQueries({ queryKey: ["mentor"] });
  };
  return {
    save: useMutation({
      mutationFn: (availability: WeeklyAvailability) => api<MyAvailabilityDto>("/api/mentors/me/availability", { method: "PUT", json: { availability } }),
      onSuccess: done,
    }),
    reset: useMutation({ mutationFn: () => api<MyAvailabilityDto>("/api/mentors/me/availability", { method: "DELETE" }), onSuccess: done }),
  };
}
