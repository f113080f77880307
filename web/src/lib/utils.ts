import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/** Up to two initials from a name or e-mail, uppercased (spec: avatar fallback). */
export function initials(nameOrEmail: string | null | undefined, fallback = "U"): string {
  const s = (nameOrEmail ?? "").trim();
  if (!s) return fallback;
  const parts = s.split(/\s+/).filter(Boolean);
  if (parts.length >= 2 && !s.includes("@")) return (parts[0]![0]! + parts[1]![0]!).toUpperCase();
  return s.slice(0, 2).toUpperCase();
}
