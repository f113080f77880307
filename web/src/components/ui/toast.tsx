import { useEffect, useState, type ComponentProps, type ComponentType } from "react";

/**
 * Toasts (sonner), loaded after the page: sonner is ~12 KB gzip that no page needs for its first paint
 * or its hydration, so it stays out of the entry (scripts/bundle-budget.mjs). `toast.*` waits until the
 * <Toaster> is mounted (a toast sent before would be lost: sonner's Toaster only hears toasts sent
 * after it subscribed), so the calls read as sonner's.
 */
type Sonner = typeof import("sonner");
let sonner: Promise<Sonner> | undefined;
const loadSonner = () => (sonner ??= import("sonner"));

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

type ToastFn = Sonner["toast"]["success"];
const send =
  (kind: "success" | "error" | "info"): ToastFn =>
  (...args) => {
    void mounted.then(loadSonner).then((s) => s.toast[kind](...args));
    return 0;
  };

export const toast = { success: send("success"), error: send("error"), info: send("info") };

/** The app's toaster: mounted once its code has loaded (just after the first render). */
export function Toaster(props: ComponentProps<Sonner["Toaster"]>) {
  const [Loaded, setLoaded] = useState<ComponentType<ComponentProps<Sonner["Toaster"]>> | null>(null);
  useEffect(() => {
    let live = true;
    void loadSonner().then((s) => live && setLoaded(() => s.Toaster));
    return () => {
      live = false;
    };
  }, []);
  // Runs after the Toaster's own effects (children first): it has subscribed.
  useEffect(() => {
    if (Loaded) markMounted();
  }, [Loaded]);
  return Loaded ? <Loaded {...props} /> : null;
}
