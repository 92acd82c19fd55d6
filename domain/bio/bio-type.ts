/** The bio types of the category pages (spec §3 "bioType"); each has its own uniqueness rules. */
export const BIO_TYPES = ["aesthetic", "funny", "business", "cool"] as const;

export type BioType = (typeof BIO_TYPES)[number];

export function isBioType(value: unknown): value is BioType {
  return typeof value === "string" && (BIO_TYPES as readonly string[]).includes(value);
}
