/**
 * The verb for a business persona's call to action, chosen by what the customer acts on: a class
 * is booked or joined, a cake ordered, a quote requested. Verbs and objects drawn apart gave "Save a
 * ring-making workshop"; here the object decides. Every verb is in CALL_TO_ACTION_VERBS.
 */
import type { Persona } from "./fill-template";

const RULES: readonly (readonly [RegExp, readonly string[]])[] = [
  [/\bshowreel\b/u, ["Watch", "See"]],
  [/\bavailability\b/u, ["Check", "Ask about"]],
  [/\b(?:quote|estimate|audit|plan|shortlist|study|advice|checklist|health check)\b/u, ["Get", "Request", "Ask for"]],
  [/\b(?:engraving|commission|design|print|services)\b/u, ["Ask about", "Order"]],
  [/\b(?:class|course|term|tour|ride|night|workshop|workshops)\b/u, ["Book", "Join", "Reserve"]],
  [
    /\b(?:session|consultation|consult|appointment|slot|slots|fitting|lesson|call|visit|visits|trial|shoot|date|walk|induction|check|assessment|sprint|review|chat|meet-and-greet|block|flow|trim|tidy-up|cut|fade|chair|booking|table|climb|massage|treatment|cover|diagnosis|fix|fit|clip|bath|party|day)\b/u,
    ["Book", "Reserve"],
  ],
  [
    /\b(?:subscription|voucher|vouchers|tickets|seats|spots|spot|pass|box|kit|bundle|refills)\b/u,
    ["Grab", "Claim", "Order"],
  ],
];

const BY_MODE: Readonly<Record<Persona["mode"], readonly string[]>> = {
  shop: ["Shop", "Grab", "Discover"],
  order: ["Order", "Preorder", "Grab", "Try"],
  book: ["Book", "Ask about"],
  quote: ["Ask about", "Request"],
};

/** The verbs that fit a persona's `thing` ("a wheel-throwing class" → Book, Join, Reserve). */
export function actionVerbs(thing: string, mode: Persona["mode"]): readonly string[] {
  const lower = thing.toLowerCase();
  for (const [pattern, verbs] of RULES) if (pattern.test(lower)) return verbs;
  return BY_MODE[mode];
}
