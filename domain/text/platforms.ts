/** The one table of platform limits (docs/product.md#the-limits-table). */
export const PLATFORM_IDS = ["instagram", "twitter", "tiktok", "facebook", "linkedin"] as const;

export type Platform = (typeof PLATFORM_IDS)[number];

export type CountingRule = "graphemes" | "x-weighted";

export interface PlatformLimit {
  name: string;
  field: "bio" | "intro" | "headline";
  /** In the unit of `counting`. */
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
