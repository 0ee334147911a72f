import { z } from 'zod';

/**
 * The environment the server reads, as one zod schema: every variable with its default and its check, and the rules
 * that tie variables together (production needs a secret, dev-only stand-ins need loopback…). `loadConfig` in
 * `config.ts` turns the parsed result into the typed `Config`.
 */

export const list = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

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
const isLoopbackUrl = (url: string) => {
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

export const envSchema = envObject.superRefine((env, ctx) => {
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
