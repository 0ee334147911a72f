import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { envSchema, list } from './config-env';

export { ENV_VARIABLES } from './config-env';

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
