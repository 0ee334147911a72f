import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** An explicit yes: `true` or `1`; unset, empty, `false` and `0` are no. */
const flag = z.preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0']).optional()).transform((v) => v === 'true' || v === '1');
/** TRUST_PROXY: unset = trust no proxy; a number = that many hops; otherwise the proxies' addresses or CIDRs. */
const trustProxy = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .regex(
      /^(\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDRs',
    )
    .optional(),
);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
export const isLoopbackUrl = (url: string) => {
  const host = new URL(url).hostname;
  return LOOPBACK_HOSTS.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
};

const envObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST: z.string().min(1).default('./dist/web'),
  CONTENT_DIR: z.string().min(1).default('./content'),
  TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** Where candidates reach the operator (an e-mail address, a phone number or a web address), shown on /terms. */
  SUPPORT_CONTACT: z.preprocess(emptyAsUndefined, z.string().trim().min(3).max(200).optional()),
  ADMIN_PHONES: z.string().default(''),
  TEST_PHONE_NUMBERS: z.string().default(''),
  TEST_OTP_CODE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[0-9]{6}$/, 'must be 6 digits')
      .optional(),
  ),
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  SMS_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['none', 'console', 'twilio', 'msg91']).default('none')),
  SMS_PER_HOUR: z.coerce.number().int().min(1).default(1000),
  SMS_PER_PREFIX_PER_HOUR: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: trustProxy,
  ENABLE_TEST_CHECKOUT: flag,
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  LOAD_SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  PDF_EXPORTS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  PDF_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  PDF_MAX_CONCURRENT: z.coerce.number().int().min(1).max(64).default(2),
  CHECKOUTS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  NEWS_FEEDS: z
    .string()
    .default('')
    .refine((s) => list(s).every((u) => /^https?:\/\/\S+$/.test(u)), 'must be a comma-separated list of http(s) feed URLs'),
  NEWS_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  NEWS_FETCH_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  TWILIO_ACCOUNT_SID: z.preprocess(emptyAsUndefined, z.string().optional()),
  TWILIO_AUTH_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  TWILIO_FROM: z.preprocess(emptyAsUndefined, z.string().optional()),
  MSG91_AUTH_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  MSG91_TEMPLATE_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  MSG91_DLT_TE_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  RAZORPAY_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  RAZORPAY_KEY_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  RAZORPAY_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  FIREBASE_PROJECT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  FIREBASE_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  FIREBASE_AUTH_DOMAIN: z.preprocess(emptyAsUndefined, z.string().optional()),
  FIREBASE_APP_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  FIREBASE_JWKS_URL: z.url().default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
  AI_PROVIDER: z.enum(['offline', 'openai', 'google', 'openai-compatible']).default('offline'),
  AI_MODEL: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
  AI_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  OPENAI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_GENERATIVE_AI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  AI_DAILY_LIMIT: z.coerce.number().int().min(1).max(100_000).default(50),
  AI_CACHE_TTL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(168),
});
/** Every variable the server reads; .env.example lists each (a test checks). */
export const ENV_VARIABLES = Object.keys(envObject.shape);

const envSchema = envObject.superRefine((env, ctx) => {
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET)
    ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production (32+ random characters)' });
  // Dev-only stand-ins each need their own setting, and never serve a public address (issue 19: a deployment that
  // forgot NODE_ENV got the free test checkout, codes in the log and test numbers).
  const devOnly = (
    [
      ['SMS_PROVIDER', env.SMS_PROVIDER === 'console', "'console' only logs codes"],
      ['ENABLE_TEST_CHECKOUT', env.ENABLE_TEST_CHECKOUT, 'the test checkout activates plans for free'],
      ['TEST_PHONE_NUMBERS', !!(env.TEST_PHONE_NUMBERS.trim() && env.TEST_OTP_CODE), 'test numbers sign in with a fixed code'],
    ] as const
  ).filter(([, on]) => on);
  for (const [key, , why] of devOnly) {
    if (env.NODE_ENV === 'production') ctx.addIssue({ code: 'custom', path: [key], message: `${why}: not allowed in production` });
    else if (env.PUBLIC_URL && !isLoopbackUrl(env.PUBLIC_URL))
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `${why}: only allowed when PUBLIC_URL is a loopback address (localhost, 127.0.0.1, [::1])`,
      });
  }
  if (env.SMS_PROVIDER === 'twilio' && !(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM))
    ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: 'twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM' });
  if (env.SMS_PROVIDER === 'msg91' && !(env.MSG91_AUTH_KEY && env.MSG91_TEMPLATE_ID))
    ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: 'msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID (DLT-approved template)' });
  if (!!env.RAZORPAY_KEY_ID !== !!env.RAZORPAY_KEY_SECRET)
    ctx.addIssue({ code: 'custom', path: ['RAZORPAY_KEY_SECRET'], message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together' });
  if (env.NODE_ENV === 'production' && env.RAZORPAY_KEY_ID && !env.RAZORPAY_WEBHOOK_SECRET)
    ctx.addIssue({ code: 'custom', path: ['RAZORPAY_WEBHOOK_SECRET'], message: 'is required in production with Razorpay keys' });
  if (env.AI_PROVIDER === 'openai' && !env.OPENAI_API_KEY)
    ctx.addIssue({ code: 'custom', path: ['OPENAI_API_KEY'], message: 'is required with AI_PROVIDER=openai' });
  if (env.AI_PROVIDER === 'google' && !env.GOOGLE_GENERATIVE_AI_API_KEY)
    ctx.addIssue({ code: 'custom', path: ['GOOGLE_GENERATIVE_AI_API_KEY'], message: 'is required with AI_PROVIDER=google' });
  if (env.AI_PROVIDER === 'openai-compatible' && !(env.AI_BASE_URL && env.AI_MODEL))
    ctx.addIssue({
      code: 'custom',
      path: ['AI_BASE_URL'],
      message: 'openai-compatible needs AI_BASE_URL (e.g. http://localhost:11434/v1) and AI_MODEL',
    });
});

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** undefined → embedded PGlite under dataDir */
  databaseUrl?: string;
  dataDir: string;
  sessionSecret: string;
  publicUrl: string;
  /** Secure (and `__Host-`-named) session cookies: production, or any https PUBLIC_URL */
  secureCookies: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  webDist: string;
  contentDir: string;
  trialDays: number;
  /** SUPPORT_CONTACT, shown on the terms page; unset: the page says no contact has been published. */
  supportContact: string | null;
  /** normalised +91 numbers */
  adminPhones: string[];
  /** Outside production only: numbers that sign in with testOtpCode and never get an SMS. */
  testPhones: string[];
  testOtpCode?: string;
  otpSendsPerIpPerHour: number;
  /** SMS budgets across all numbers, and per number prefix (+91 and the first 5 digits): against SMS pumping */
  smsPerHour: number;
  smsPerPrefixPerHour: number;
  /** Fastify's trustProxy: false (no proxy), a hop count, or the proxies' addresses */
  trustProxy: false | number | string[];
  /** the built-in test checkout (no Razorpay keys, loopback only) */
  testCheckout: boolean;
  /** whole-request (headers and body) timeout */
  requestTimeoutMs: number;
  /** answer 503 + Retry-After while the event loop lags more than this; 0 = off */
  loadShedEventLoopDelayMs: number;
  pdf: { exportsPerHour: number; timeoutMs: number; maxConcurrent: number };
  checkoutsPerHour: number;
  /** current affairs: live RSS/Atom feeds fetched at start and every intervalMinutes (modules/news) */
  news: { feeds: string[]; intervalMinutes: number; fetchTimeoutMs: number };
  sms:
    | { provider: 'none' }
    | { provider: 'console' }
    | { provider: 'twilio'; accountSid: string; authToken: string; from: string }
    | { provider: 'msg91'; authKey: string; templateId: string; dltTeId?: string };
  razorpay: { keyId: string; keySecret: string; webhookSecret?: string; apiUrl: string } | null;
  firebase: { projectId: string; apiKey?: string; authDomain?: string; appId?: string; jwksUrl: string } | null;
  ai: AiConfig;
}

export interface AiConfig {
  /** offline (default: the content library, no network) or a model through the Vercel AI SDK */
  provider: 'offline' | 'openai' | 'google' | 'openai-compatible';
  /** the model id; each provider has a default (ai/sdk/providers.ts) */
  model?: string;
  baseUrl?: string;
  apiKey?: string;
  timeoutMs: number;
  /** AI requests per user per UTC day */
  dailyLimit: number;
  /** 0 turns the cache off */
  cacheTtlHours: number;
}

const list = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
/** +91 numbers in config may be written 9876543210, 919876543210 or +91 98765 43210. */
function configPhone(s: string): string {
  const digits = s.replace(/[^0-9]/g, '');
  return `+91${digits.slice(-10)}`;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/** The development secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function devSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const s = readFileSync(file, 'utf8').trim();
    if (s.length >= 32) return s;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses the environment once; lists every bad variable. Code reads settings only through Config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const r = envSchema.safeParse(env);
  if (!r.success) {
    throw new ConfigError(r.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const e = r.data;
  const dataDir = resolve(e.DATA_DIR);
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    sessionSecret: e.SESSION_SECRET ?? devSessionSecret(dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    secureCookies: e.NODE_ENV === 'production' || !!e.PUBLIC_URL?.startsWith('https:'),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: resolve(e.WEB_DIST),
    contentDir: resolve(e.CONTENT_DIR),
    trialDays: e.TRIAL_DAYS,
    supportContact: e.SUPPORT_CONTACT ?? null,
    adminPhones: list(e.ADMIN_PHONES).map(configPhone),
    testPhones: e.NODE_ENV === 'production' ? [] : list(e.TEST_PHONE_NUMBERS).map(configPhone),
    testOtpCode: e.NODE_ENV === 'production' ? undefined : e.TEST_OTP_CODE,
    otpSendsPerIpPerHour: e.OTP_SENDS_PER_IP_PER_HOUR,
    smsPerHour: e.SMS_PER_HOUR,
    smsPerPrefixPerHour: e.SMS_PER_PREFIX_PER_HOUR,
    trustProxy: !e.TRUST_PROXY ? false : /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : list(e.TRUST_PROXY),
    testCheckout: e.ENABLE_TEST_CHECKOUT && e.NODE_ENV !== 'production',
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    // off by default under test: PGlite's seeding blocks the loop for a second and would shed the tests' own requests
    loadShedEventLoopDelayMs: e.LOAD_SHED_EVENT_LOOP_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
    pdf: { exportsPerHour: e.PDF_EXPORTS_PER_HOUR, timeoutMs: e.PDF_TIMEOUT_MS, maxConcurrent: e.PDF_MAX_CONCURRENT },
    checkoutsPerHour: e.CHECKOUTS_PER_HOUR,
    news: { feeds: list(e.NEWS_FEEDS), intervalMinutes: e.NEWS_INTERVAL_MINUTES, fetchTimeoutMs: e.NEWS_FETCH_TIMEOUT_MS },
    sms:
      e.SMS_PROVIDER === 'twilio'
        ? { provider: 'twilio', accountSid: e.TWILIO_ACCOUNT_SID!, authToken: e.TWILIO_AUTH_TOKEN!, from: e.TWILIO_FROM! }
        : e.SMS_PROVIDER === 'msg91'
          ? { provider: 'msg91', authKey: e.MSG91_AUTH_KEY!, templateId: e.MSG91_TEMPLATE_ID!, dltTeId: e.MSG91_DLT_TE_ID }
          : e.SMS_PROVIDER === 'console'
            ? { provider: 'console' }
            : { provider: 'none' },
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ''),
          }
        : null,
    firebase: e.FIREBASE_PROJECT_ID
      ? {
          projectId: e.FIREBASE_PROJECT_ID,
          apiKey: e.FIREBASE_API_KEY,
          authDomain: e.FIREBASE_AUTH_DOMAIN,
          appId: e.FIREBASE_APP_ID,
          jwksUrl: e.FIREBASE_JWKS_URL,
        }
      : null,
    ai: {
      provider: e.AI_PROVIDER,
      model: e.AI_MODEL,
      baseUrl: e.AI_BASE_URL?.replace(/\/$/, ''),
      apiKey: e.AI_PROVIDER === 'google' ? e.GOOGLE_GENERATIVE_AI_API_KEY : e.OPENAI_API_KEY,
      timeoutMs: e.AI_TIMEOUT_MS,
      dailyLimit: e.AI_DAILY_LIMIT,
      cacheTtlHours: e.AI_CACHE_TTL_HOURS,
    },
  };
}
