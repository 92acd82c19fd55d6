import { isIPv4, isIPv6 } from "node:net";

/**
 * Canonical, so a client gets no fresh budget by writing its address another way: IPv4 in dotted decimal whatever its
 * form, IPv6 by its /64 (a home is routinely given a whole /64). A non-address ("unknown") is its own key.
 */
export function clientKey(address: string, ipv6PrefixLength: number): string {
  const text = withoutPortAndZone(address.trim().toLowerCase());
  const ipv4 = canonicalIpv4(text);
  if (ipv4) return ipv4;
  const groups = isIPv6(text) ? ipv6Groups(text) : undefined;
  if (!groups) return text;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  const masked = groups.map((group, index) => {
    const bitsKept = Math.min(16, Math.max(0, ipv6PrefixLength - index * 16));
    return group & ((0xffff << (16 - bitsKept)) & 0xffff);
  });
  return `${masked.map((group) => group.toString(16)).join(":")}/${ipv6PrefixLength}`;
}

function withoutPortAndZone(text: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  const bare = bracketed ? bracketed[1]! : (/^([\d.]+):\d+$/.exec(text)?.[1] ?? text);
  return bare.replace(/%.*$/, "");
}

/** Leading zeros read as decimal, as Express and most logs print them. */
function canonicalIpv4(text: string): string | undefined {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,4}$/.test(part))) return undefined;
  const canonical = parts.map(Number).join(".");
  return isIPv4(canonical) ? canonical : undefined;
}

/** `::` expanded, a dotted IPv4 tail split in two. */
function ipv6Groups(text: string): number[] | undefined {
  let body = text;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(body)?.[1];
  if (tail) {
    const [a, b, c, d] = tail.split(".").map(Number) as [number, number, number, number];
    body = `${body.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = body.split("::");
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (rest === undefined && missing !== 0)) return undefined;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) => parseInt(group, 16));
}
