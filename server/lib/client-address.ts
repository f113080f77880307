import { BlockList, isIP } from "node:net";

/**
 * Which `X-Forwarded-For` entries to believe (TRUST_PROXY), as Express's `trust proxy` does:
 * - `false`: none; the client is the socket's peer.
 * - `{ hops: n }`: n proxies stand in front of us; the client is the n-th address counted from the
 *   socket's peer towards the left of `X-Forwarded-For` (`1`: its rightmost entry, written by our proxy).
 * - `{ proxies }`: the client is the nearest address, counted the same way, that is not one of these
 *   proxy addresses or CIDRs.
 * Never the leftmost entry: the client writes that one itself.
 */
export type TrustProxy = false | { hops: number } | { proxies: string[] };

const V4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** An address without brackets, port or zone, and an IPv4-mapped IPv6 address as plain IPv4. */
export function normalizeAddress(raw: string): string {
  let a = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(":"));
  a = a.replace(/%.*$/, "");
  const mapped = V4_MAPPED.exec(a);
  return (mapped ? mapped[1]! : a).toLowerCase();
}

/** Parses TRUST_PROXY: unset/false/0 → off, true → 1 hop, a number → hops, otherwise addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim().toLowerCase() ?? "";
  if (v === "" || v === "false" || v === "0") return false;
  if (v === "true") return { hops: 1 };
  if (/^\d+$/.test(v)) return { hops: Number(v) };
  const proxies = v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const p of proxies) {
    const [addr, bits, extra] = p.split("/");
    const family = isIP(addr ?? "");
    const max = family === 4 ? 32 : 128;
    if (!family || extra !== undefined || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= max))) {
      throw new Error(`TRUST_PROXY: "${p}" is not a number of hops, true/false, or an IP address or CIDR`);
    }
  }
  return { proxies };
}

function blockListOf(proxies: string[]): BlockList {
  const list = new BlockList();
  for (const p of proxies) {
    const [addr, bits] = p.split("/");
    const type = isIP(addr!) === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(addr!, type);
    else list.addSubnet(addr!, Number(bits), type);
  }
  return list;
}

const lists = new WeakMap<string[], BlockList>();

function isTrusted(proxies: string[], address: string): boolean {
  const family = isIP(address);
  if (!family) return false;
  let list = lists.get(proxies);
  if (!list) lists.set(proxies, (list = blockListOf(proxies)));
  return list.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The client's address: the socket's peer, or with a trusted proxy the rightmost untrusted
 * `X-Forwarded-For` entry (see TrustProxy). `remote` is undefined when there is no socket (tests).
 */
export function clientAddress(remote: string | undefined, forwardedFor: string | undefined, trust: TrustProxy): string {
  const peer = remote ? normalizeAddress(remote) : "unknown";
  if (!trust || !forwardedFor) return peer;
  // Nearest first: the peer, then X-Forwarded-For from right to left.
  const chain = [peer, ...forwardedFor.split(",").map(normalizeAddress).filter(Boolean).reverse()];
  if ("hops" in trust) return chain[Math.min(trust.hops, chain.length - 1)]!;
  for (let i = 0; i < chain.length - 1; i++) {
    // Without a socket (app.request) the peer stands for the proxy in front of us.
    if (!(i === 0 && peer === "unknown") && !isTrusted(trust.proxies, chain[i]!)) return chain[i]!;
  }
  return chain[chain.length - 1]!;
}

/** Expands an IPv6 address into its eight 16-bit groups (undefined when it is not one). */
function ipv6Groups(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let a = address;
  // A trailing embedded IPv4 (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) becomes two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(a);
  if (v4) {
    const [b1, b2, b3, b4] = v4.slice(1).map(Number) as [number, number, number, number];
    a = `${a.slice(0, v4.index)}${((b1 << 8) | b2).toString(16)}:${((b3 << 8) | b4).toString(16)}`;
  }
  const [head, tail] = a.split("::") as [string, string | undefined];
  const parse = (s: string) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * What a per-client rate limit counts by: an IPv4 address as it is, an IPv6 address by its /64
 * (one subscriber usually holds a whole /64, so per-/128 keys would give them billions of buckets).
 */
export function rateLimitKeyOf(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
