/**
 * Fetching a URL a member gave us, from the server, without letting it reach our own network (SSRF;
 * docs/decisions/059). Only http and https; every address the host name resolves to must be public
 * (no private, loopback, link-local, CGNAT, multicast or reserved range, IPv4 or IPv6), and the
 * connection goes to the very address that was checked (the check is the socket's DNS lookup, so a
 * second answer from the name server — DNS rebinding — is never used). Redirects are followed a few
 * times, each target checked the same way. The body is read up to a size limit, within a time limit.
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

export class FetchRefused extends Error {}

const BLOCKED = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  BLOCKED.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  BLOCKED.addSubnet(net, bits, "ipv6");

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** True when `address` may be connected to (public), or is loopback and loopback is allowed (tests only). */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  let a = address;
  // An IPv4-mapped IPv6 address is the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  if (mapped) a = mapped[1]!;
  const type = isIP(a) === 4 ? "ipv4" : "ipv6";
  if (allowLoopback && LOOPBACK.check(a, type)) return true;
  return !BLOCKED.check(a, type);
}

export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
  /** Tests only: allow 127.0.0.0/8 and ::1 (a local test server). */
  allowLoopback?: boolean;
}

export interface Fetched {
  body: Buffer;
  contentType: string | null;
  url: string;
}

/** GETs `url` under the rules above; throws FetchRefused with a reader-facing reason. */
export async function safeFetch(url: string, options: SafeFetchOptions, redirects = 0): Promise<Fetched> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new FetchRefused("it is not a valid address");
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") throw new FetchRefused("only http and https addresses can be imported");
  if (target.username || target.password) throw new FetchRefused("addresses with a user name or password are not imported");
  const host = target.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !isPublicAddress(host, options.allowLoopback)) throw new FetchRefused("it is on a private or reserved network address");

  const lookup: LookupFunction = (hostname, opts, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, "", 4);
      const bad = addresses.find((a) => !isPublicAddress(a.address, options.allowLoopback));
      if (bad || addresses.length === 0) return callback(new FetchRefused("it is on a private or reserved network address"), "", 4);
      const first = addresses[0]!;
      if ((opts as { all?: boolean }).all) return callback(null, addresses);
      callback(null, first.address, first.family);
    });
  };

  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = (target.protocol === "https:" ? https : http).request(
      target,
      { method: "GET", lookup, headers: { accept: "image/*", "user-agent": "AppSecCommunity-ImageImport/1" }, timeout: options.timeoutMs },
      resolve,
    );
    req.on("timeout", () => req.destroy(new FetchRefused("it took too long to answer")));
    req.on("error", reject);
    req.end();
  }).catch((err: unknown) => {
    if (err instanceof FetchRefused) throw err;
    throw new FetchRefused("it could not be reached");
  });

  const status = response.statusCode ?? 0;
  if (status >= 300 && status < 400 && response.headers.location) {
    response.resume();
    if (redirects >= (options.maxRedirects ?? 3)) throw new FetchRefused("it redirects too many times");
    return safeFetch(new URL(response.headers.location, target).toString(), options, redirects + 1);
  }
  if (status !== 200) {
    response.resume();
    throw new FetchRefused(`it answered with HTTP ${status}`);
  }
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    response.destroy();
    throw new FetchRefused(`it is larger than ${Math.round(options.maxBytes / 1_048_576)} MB`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const deadline = setTimeout(() => response.destroy(new FetchRefused("it took too long to download")), options.timeoutMs);
  try {
    for await (const chunk of response) {
      size += (chunk as Buffer).length;
      if (size > options.maxBytes) {
        response.destroy();
        throw new FetchRefused(`it is larger than ${Math.round(options.maxBytes / 1_048_576)} MB`);
      }
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    if (err instanceof FetchRefused) throw err;
    throw new FetchRefused("the download failed");
  } finally {
    clearTimeout(deadline);
  }
  return { body: Buffer.concat(chunks), contentType: response.headers["content-type"] ?? null, url: target.toString() };
}
