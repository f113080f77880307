import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it; true from then on (and from
 * the first render of a page the browser renders itself). For what depends on the reader's clock or zone.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
