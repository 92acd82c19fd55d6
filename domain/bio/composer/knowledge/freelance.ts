/**
 * Roles most people hold as employees, so their entries offer nothing (types.ts: `cta`), that many
 * also work at for themselves. Typed as a freelancer does ("freelance web developer", "psychologist
 * in private practice"), the role keeps its lines and closes on an offer its reader can take up.
 */
import type { RoleKnowledge } from "./types";

interface OwnAccount {
  /** The role's first name in the base. */
  role: string;
  /** Words before its names that say the visitor works for themselves. */
  ways?: readonly string[];
  /** Other names that say so. */
  also?: readonly string[];
  cta: readonly string[];
}

const FOR_THEMSELVES = ["freelance", "self-employed", "independent", "contract"];

const OWN_ACCOUNT: readonly OwnAccount[] = [
  {
    role: "web developer",
    cta: [
      "Send me the site that needs fixing",
      "Describe the site you wish you had",
      "Ask about a site you can edit yourself",
    ],
  },
  {
    role: "software engineer",
    cta: [
      "Ask about building your app or tool",
      "Send me the bug nobody can fix",
      "Ask about help with your next build",
    ],
  },
  {
    role: "ux designer",
    cta: ["Tell me where your users get stuck", "Ask about a usability review", "Send me the flow people drop out of"],
  },
  { role: "ux writer", cta: ["Send me the screen that confuses people", "Ask about a review of your app's words"] },
  { role: "ux researcher", cta: ["Ask about testing with real users", "Ask about research before you build"] },
  {
    role: "social media manager",
    cta: [
      "Ask about running your accounts",
      "Send me the account that's gone quiet",
      "Send me the posts that fall flat",
    ],
  },
  { role: "community manager", cta: ["Ask about looking after your members", "Ask about reviving a quiet forum"] },
  { role: "technical writer", cta: ["Send me the docs nobody can follow", "Ask about docs for your next release"] },
  { role: "data analyst", cta: ["Send me the spreadsheet you dread", "Ask about a report your team will read"] },
  { role: "fashion designer", cta: ["Ask about designs for your range", "Share the mood board for your next drop"] },
  { role: "publicist", cta: ["Ask about press for your launch", "Send me the news you want covered"] },
  { role: "dancer", cta: ["Ask about dancing in your production", "Send me your choreography brief"] },
  {
    role: "psychologist",
    ways: ["private", "private practice", ...FOR_THEMSELVES],
    also: ["psychologist in private practice"],
    cta: ["Ask about an assessment or therapy", "Ask about booking an initial session"],
  },
];

/** The entries above, made from the base's own: the same lines, names for working for oneself, an offer. */
export function ownAccountRoles(roles: readonly RoleKnowledge[]): RoleKnowledge[] {
  return OWN_ACCOUNT.map(({ role, ways = FOR_THEMSELVES, also = [], cta }) => {
    const entry = roles.find((known) => known.names[0] === role);
    if (!entry) throw new Error(`No role named ${role} in the base`);
    // The role's own names come first, claimed by its entry already: the short form of a long role (read-visitor.ts).
    const own = entry.names.flatMap((name) => ways.map((way) => `${way} ${name}`));
    return { ...entry, names: [...entry.names, ...own, ...also], cta };
  });
}
