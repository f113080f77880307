// Minimal types for the parts of autocannon the bench uses.
declare module "autocannon" {
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  }
  /** The raw request autocannon builds each time (setupRequest may change it and must return it). */
  interface RawRequest {
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: string | Buffer;
  }
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    setupRequest?: (req: RawRequest, context: Record<string, unknown>) => RawRequest | null;
  }
  function autocannon(opts: {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }): Promise<Result>;
  export default autocannon;
}
