/** The one way the web app talks to /api: JSON in, JSON out, cookie session, common error body. */
export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly code: string,
    public readonly fields?: Record<string, string>,
    public readonly requestId?: string,
  ) {
    super(message);
  }
}

export interface ApiOptions {
  method?: string;
  json?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
}

export async function api<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.json);
  } else if (opts.formData) {
    body = opts.formData;
  }
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? (body ? "POST" : "GET"),
      headers,
      body,
      credentials: "same-origin",
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiError("Network error. Please check your connection and try again.", 0, "NETWORK");
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const e = (data as { error?: { code?: string; message?: string; fields?: Record<string, string>; requestId?: string } } | null)?.error;
    // better-auth answers { code, message } at the top level
    const top = data as { code?: string; message?: string } | null;
    throw new ApiError(
      e?.message ?? top?.message ?? `Request failed (${res.status})`,
      res.status,
      e?.code ?? top?.code ?? "ERROR",
      e?.fields,
      e?.requestId,
    );
  }
  return data as T;
}

/** Message of any thrown value, or the fallback. */
export const errorMessage = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : fallback;
