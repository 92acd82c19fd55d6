/** Configuration the browser may see: the root loader sends exactly this, nothing more. */
export interface PublicConfig {
  siteUrl: string;
  supportEmail: string;
  social: Record<SocialNetwork, string>;
}

export type SocialNetwork = "instagram" | "x" | "tiktok" | "facebook" | "linkedin";
