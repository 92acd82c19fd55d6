import { z } from "zod";

import { FIELD_LIMITS } from "@domain/bio/generation-options";
import {
  MAX_REFINE_BIO_LENGTH,
  MISSING_BIO_MESSAGE,
  REFINEMENTS,
  type RefineRequest,
} from "@domain/bio/refine/refinements";
import { cleanVisitorText } from "@domain/text/clean-visitor-text";
import { PLATFORM_IDS } from "@domain/text/platforms";

const clean = (text: string) => cleanVisitorText(text, { invalid: "" });

/** docs/product.md#refine-a-bio. The bio is data to rewrite, never instructions. */
export const RefineBioBodySchema = z.object({
  bio: z
    .string({ error: MISSING_BIO_MESSAGE })
    .max(MAX_REFINE_BIO_LENGTH, `The bio is longer than ${MAX_REFINE_BIO_LENGTH} characters.`)
    .transform(clean)
    .refine((bio) => bio.trim() !== "", MISSING_BIO_MESSAGE),
  refinement: z.enum(REFINEMENTS, { error: `'refinement' must be one of ${REFINEMENTS.join(", ")}.` }),
  platform: z.enum(PLATFORM_IDS).default("instagram"),
  profession: z.string().max(FIELD_LIMITS.profession).default("").transform(clean),
  interests: z.string().max(FIELD_LIMITS.interests).default("").transform(clean),
});

export type RefineBioBody = z.input<typeof RefineBioBodySchema>;

/** Or the first problem in words a visitor can act on. */
export function parseRefineBioBody(
  body: unknown,
): { ok: true; request: RefineRequest } | { ok: false; message: string } {
  const parsed = RefineBioBodySchema.safeParse(body ?? {});
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? "The request is not valid." };
}
