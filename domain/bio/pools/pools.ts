import type { BioType } from "../bio-type";

import { AESTHETIC_POOL } from "./aesthetic";
import { BUSINESS_POOL } from "./business";
import { COOL_POOL } from "./cool";
import { FUNNY_POOL } from "./funny";

/** Every category page's pool, the Business page's as one list across its trades. */
export const POOLS: Readonly<Record<BioType, readonly string[]>> = {
  aesthetic: AESTHETIC_POOL,
  funny: FUNNY_POOL,
  cool: COOL_POOL,
  business: Object.values(BUSINESS_POOL).flat(),
};
