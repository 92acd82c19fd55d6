import { existsSync, readFileSync } from "node:fs";
import { parseEnv } from "node:util";

import { z } from "zod";

import type { PublicConfig } from "~/site/public-config";

/** The one place that reads the environment, validated once: a bad value stops start-up naming the variable. */

const optionalUrl = (fallback: string) =>
  z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).default(fallback);

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""], { error: "must be true or false" })
  .default("false")
  .transform((value) => value === "true" || value === "1");

const optionalSecret = z.string().trim().min(1).optional();

/** Each worker holds ~100 MB and 10 database connections. */
export const MAX_WEB_CONCURRENCY = 32;

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce
      .number({ error: "must be a port number" })
      .int("must be a whole number")
      .min(0, "must be between 0 and 65535")
      .max(65535, "must be between 0 and 65535")
      .default(3000),
    HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
    /** More than 1 forks workers sharing the port, and needs DATABASE_URL (PGlite is one process's). */
    WEB_CONCURRENCY: z.coerce
      .number({ error: "must be a number of processes" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(MAX_WEB_CONCURRENCY, `must be at most ${MAX_WEB_CONCURRENCY}`)
      .default(1),
    SITE_URL: optionalUrl("http://localhost:3000").transform((url) => url.replace(/\/+$/, "")),
    SUPPORT_EMAIL: z.email({ error: "must be an e-mail address" }).default("support@socialbiogenerator.app"),
    TRUST_PROXY: booleanFlag,
    SOCIAL_INSTAGRAM_URL: optionalUrl("https://www.instagram.com/"),
    SOCIAL_X_URL: optionalUrl("https://x.com/"),
    SOCIAL_TIKTOK_URL: optionalUrl("https://www.tiktok.com/"),
    SOCIAL_FACEBOOK_URL: optionalUrl("https://www.facebook.com/"),
    SOCIAL_LINKEDIN_URL: optionalUrl("https://www.linkedin.com/"),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
    // Any OpenAI-compatible endpoint, at its /v1 root; unset: the offline composer.
    LLM_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    LLM_MODEL: optionalSecret,
    LLM_API_KEY: optionalSecret,
    LLM_TIMEOUT_MS: z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int("must be a whole number")
      .min(100, "must be at least 100")
      .max(120_000, "must be at most 120000")
      .default(8000),
    LLM_JSON_SCHEMA: booleanFlag,
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
    RATE_LIMIT_GENERATE_PER_MINUTE: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .default(30),
    // docs/decisions/009-suggestions.md. Without DATABASE_URL, PGlite keeps its files in DATA_DIR.
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    SUGGESTIONS_NOTIFY_TO: z.email({ error: "must be an e-mail address" }).optional(),
    SUGGESTIONS_NOTIFY_FROM: z.email({ error: "must be an e-mail address" }).optional(),
    ADMIN_TOKEN: z
      .string()
      .min(32, "must be at least 32 characters (for example: openssl rand -hex 32)")
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
      .optional(),
    RATE_LIMIT_SUGGESTIONS_PER_HOUR: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .default(30),
    /** Every IPv6 address in one network of this prefix length is one client. */
    RATE_LIMIT_IPV6_PREFIX: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(32, "must be at least 32")
      .max(128, "must be at most 128")
      .default(64),
  })
  .superRefine((config, context) => {
    if (config.LLM_BASE_URL && !config.LLM_MODEL) {
      context.addIssue({ code: "custom", path: ["LLM_MODEL"], message: "must be set when LLM_BASE_URL is set" });
    }
    if (config.LLM_MODEL && !config.LLM_BASE_URL) {
      context.addIssue({ code: "custom", path: ["LLM_BASE_URL"], message: "must be set when LLM_MODEL is set" });
    }
    if (config.WEB_CONCURRENCY > 1 && !config.DATABASE_URL) {
      context.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message:
          "must be 1 without DATABASE_URL: the embedded PGlite database (DATA_DIR) belongs to one process; " +
          "set DATABASE_URL to a PostgreSQL database to run several",
      });
    }
    if (config.SMTP_URL && !config.SUGGESTIONS_NOTIFY_TO) {
      context.addIssue({
        code: "custom",
        path: ["SUGGESTIONS_NOTIFY_TO"],
        message: "must be set when SMTP_URL is set",
      });
    }
    if (config.SUGGESTIONS_NOTIFY_TO && !config.SMTP_URL) {
      context.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "must be set when SUGGESTIONS_NOTIFY_TO is set",
      });
    }
  });

export type Config = z.infer<typeof ConfigSchema>;

const SECRET_VARIABLES = new Set(["LLM_API_KEY", "ADMIN_TOKEN", "SMTP_URL", "DATABASE_URL"]);

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // `PORT=` in a .env file means "not set", not "not a number".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = ConfigSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join(".") || "(environment)";
    const value = env[name] ?? "";
    const got =
      SECRET_VARIABLES.has(name) && value ? `a value of ${value.length} characters, not shown` : JSON.stringify(value);
    return `  ${name}: ${issue.message} (got ${got})`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}

let cached: Config | undefined;

export const ENV_FILE = ".env";

/** A variable already set in the real environment wins, as with `node --env-file`. */
export function withEnvFile(env: NodeJS.ProcessEnv, fileText: string): NodeJS.ProcessEnv {
  return { ...parseEnv(fileText), ...env };
}

/** The file's variables are put into process.env, so a cluster's workers inherit them. */
export function getConfig(): Config {
  if (!cached && existsSync(ENV_FILE)) {
    const merged = withEnvFile(process.env, readFileSync(ENV_FILE, "utf8"));
    for (const [name, value] of Object.entries(merged)) process.env[name] ??= value;
  }
  cached ??= parseConfig(process.env);
  return cached;
}

export function toPublicConfig(config: Config): PublicConfig {
  return {
    siteUrl: config.SITE_URL,
    supportEmail: config.SUPPORT_EMAIL,
    social: {
      instagram: config.SOCIAL_INSTAGRAM_URL,
      x: config.SOCIAL_X_URL,
      tiktok: config.SOCIAL_TIKTOK_URL,
      facebook: config.SOCIAL_FACEBOOK_URL,
      linkedin: config.SOCIAL_LINKEDIN_URL,
    },
  };
}

export const BUILD_CONFIG_FILE = "public-config.json";

const PUBLIC_CONFIG_VARIABLES: Record<string, (config: PublicConfig) => string> = {
  SITE_URL: (config) => config.siteUrl,
  SUPPORT_EMAIL: (config) => config.supportEmail,
  SOCIAL_INSTAGRAM_URL: (config) => config.social.instagram,
  SOCIAL_X_URL: (config) => config.social.x,
  SOCIAL_TIKTOK_URL: (config) => config.social.tiktok,
  SOCIAL_FACEBOOK_URL: (config) => config.social.facebook,
  SOCIAL_LINKEDIN_URL: (config) => config.social.linkedin,
};

export function publicConfigDifferences(built: PublicConfig, running: PublicConfig): string[] {
  return Object.entries(PUBLIC_CONFIG_VARIABLES)
    .filter(([, read]) => read(built) !== read(running))
    .map(
      ([name, read]) =>
        `${name}: built with ${JSON.stringify(read(built))}, running with ${JSON.stringify(read(running))}`,
    );
}
