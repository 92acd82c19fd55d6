import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Both sides are hashed first, so the comparison takes the same time whatever the guess. */
export function hasBearerToken(request: Request, token: string): boolean {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  const given = match?.[1] ?? "";
  // Even when the header is missing, so its absence costs no less time.
  const equal = timingSafeEqual(digest(given), digest(token));
  return equal && match !== null;
}
