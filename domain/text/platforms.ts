/**
 * The one table of platform limits for the whole product (docs/product.md#the-limits-table). Every counter, preview and generator reads its limit from here.
 */
export const PLATFORM_IDS = ["instagram", "twitter", "tiktok", "facebook", "linkedin"] as const;

export type Platform = (typeof PLATFORM_IDS)[number];

/** graphemes: user-perceived characters; x-weighted: X's weighted length (twitter-text). */
export type CountingRule = "graphemes" | "x-weighted";

export interface PlatformLimit {
  name: string;
  /** The profile field the limit applies to. */
  field: "bio" | "intro" | "headline";
  /** Maximum length, in the unit of `counting`. */
  limit: number;
  counting: CountingRule;
}

export const PLATFORM_LIMITS = {
  instagram: { name: "Instagram", field: "bio", limit: 150, counting: "graphemes" },
  twitter: { name: "X (Twitter)", field: "bio", limit: 160, counting: "x-weighted" },
  tiktok: { name: "TikTok", field: "bio", limit: 80, counting: "graphemes" },
  facebook: { name: "Facebook", field: "intro", limit: 101, counting: "graphemes" },
  linkedin: { name: "LinkedIn", field: "headline", limit: 220, counting: "graphemes" },
} as const satisfies Record<Platform, PlatformLimit>;

export function isPlatform(value: unknown): value is Platform {
  return typeof value === "string" && (PLATFORM_IDS as readonly string[]).includes(value);
}
