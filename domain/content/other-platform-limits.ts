/**
 * Limits that static text may cite beyond the one table of domain/text/platforms.ts
 * (decisions.md, "Platform limits and counting"). No counter or generator uses these; they are for
 * sentences such as "a YouTube channel description can run to 1000 characters".
 */
export const OTHER_PLATFORM_LIMITS = {
  threads: { name: "Threads", field: "bio", limit: 150 },
  youtube: { name: "YouTube", field: "channel description", limit: 1000 },
  pinterest: { name: "Pinterest", field: "profile About text", limit: 500 },
} as const;
