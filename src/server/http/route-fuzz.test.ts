import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { SESSION_COOKIE } from '../auth/sessions';
import { createTestApp, type TestApp } from '../testing/test-app';
import { signedInUser, type TestUser } from '../testing/users';

/**
 * Route fuzz (issue 8's guard rails, issue 19): every route in Fastify's route table — collected by an onRoute hook,
 * so a new route is covered the day it is added — gets hostile input signed out, signed in (a trial user) and as
 * another user for owned resources. Whatever comes in: never a 5xx, every error is `{error:{code,message}}`, and no
 * body carries a stack trace or SQL.
 */

interface Route {
  method: string;
  url: string;
  body?: ZodType;
  querystring?: ZodType;
}
const routes: Route[] = [];
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
/** ids that belong to bob, tried by alice in every path parameter */
const bobIds: string[] = [];
let sent = 0;

// ---------- hostile values ----------
const MB = 'x'.repeat(1024 * 1024);
const deep = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;
const hostileValues: [string, unknown][] = [
  ['missing', undefined],
  ['null', null],
  ['number', 12345],
  ['negative', -1],
  ['huge number', 1e308],
  ['unsafe integer', Number.MAX_SAFE_INTEGER + 2],
  ['float', 0.5],
  ['boolean', true],
  ['array', ['a', 'b']],
  ['object', { $ne: null }],
  ['empty string', ''],
  ['10 kB string', 'a'.repeat(10_000)],
  ['NUL', 'Asha\u0000Patil'],
  ['C0 controls', 'a\u0001\u001b[31mred'],
  ['RTL override', 'abc\u202Egnp.exe'],
  ['lone high surrogate', 'topic \ud800'],
  ['lone low surrogate', '\udc00 topic'],
  ['emoji', '📚 अभ्यास 🇮🇳'],
  ['invalid date', '2026-02-30'],
  ['nonsense date', '9999-99-99'],
  ['past date', '1900-01-01'],
  ['bad uuid', 'not-a-uuid'],
  ['sql', "' OR 1=1; DROP TABLE users; --"],
  ['html', '<script>alert(1)</script>'],
  ['deep nesting', deep(200)],
];
const pathValues = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'me',
  'a'.repeat(600),
  '%E0%A4%A',
  '%00',
  '%E2%80%AE',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '0',
  '99999999999999999999',
  '1e309',
  'NaN',
  '%F0%9F%93%9A',
];
const queryValues = ['', '%00', '%ED%A0%80', 'a'.repeat(5000), '-1', '1e309', '99999999999999999999', '%E2%80%AE', 'x&x=y'];

/** Example valid bodies, so mutations get past the other fields' validation and into services. Optional: a route without one still gets every generic case. */
const seeds: Record<string, Record<string, unknown>> = {
  'POST /api/auth/otp/send': { phoneNumber: '9876500001' },
  'POST /api/auth/otp/verify': { phoneNumber: '9876500001', code: '123456' },
  'POST /api/auth/firebase-verify': { idToken: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', phoneNumber: '9876500001', uid: 'uid-1' },
  'PATCH /api/profile': { firstName: 'Asha', lastName: 'Patil', email: 'asha@example.in', education: 'graduate', college: 'Fergusson College' },
  'POST /api/subscription/checkout': { planType: 'monthly' },
  'POST /api/subscription/activate': {
    planType: 'monthly',
    razorpay_payment_id: 'pay_x',
    razorpay_payment_link_id: 'plink_x',
    razorpay_payment_link_reference_id: '',
    razorpay_payment_link_status: 'paid',
    razorpay_signature: 'a'.repeat(64),
  },
  'POST /api/topic/explain': { topic: 'Parliament', subject: 'Polity', language: 'english', level: 'beginner' },
  'POST /api/topic/:type': { topic: 'Parliament', subject: 'Polity', language: 'marathi' },
  'POST /api/topic/export-pdf': {
    topic: 'Parliament',
    subject: 'Polity',
    summary: 'The Parliament of India.',
    facts: ['Two houses'],
    language: 'english',
  },
  'POST /api/chat/ask': { message: 'What is the Rajya Sabha?', language: 'english', history: [{ role: 'user', content: 'hi' }] },
  'POST /api/chat/stream': { message: 'What is the Rajya Sabha?' },
  'POST /api/ai/summarise': { text: 'The Parliament has two houses. The Lok Sabha is elected. The Rajya Sabha is indirect.', maxSentences: 2 },
  'POST /api/study-plan/micro': { subject: 'polity', duration: 1 },
  'POST /api/study-plan/generate-90-day': { examDate: '2027-03-01', subjects: ['polity'], studyHours: 4 },
  'PATCH /api/study-plan/:planId/day/:day': { isCompleted: true, tasks: [{ id: 't1', isCompleted: true }] },
  'POST /api/_test/age-trial': { phoneNumber: '+919876500001', daysAgo: 1 },
};

/** The keys a zod object schema names (through preprocess pipes), for per-field mutation. */
function keysOf(schema: ZodType | undefined): string[] {
  let s = schema as unknown as
    { shape?: Record<string, unknown>; _zod?: { def?: { out?: unknown; in?: unknown; innerType?: unknown; schema?: unknown } } } | undefined;
  for (let i = 0; i < 5 && s; i++) {
    if (s.shape) return Object.keys(s.shape);
    const def = s._zod?.def;
    s = (def?.out ?? def?.innerType ?? def?.schema) as typeof s;
  }
  return [];
}

// ---------- the checks ----------
const STACK = /\n\s+at |node_modules\/|\/src\/server\/|file:\/\/|\w+Error: /;
const SQL = /\b(select\s.+\sfrom|insert\s+into|update\s+\w+\s+set|delete\s+from)\b|syntax error at or near|violates .* constraint|relation "\w+"/i;
const failures: string[] = [];

const statuses = new Map<number, number>();
function check(what: string, res: LightMyRequestResponse) {
  sent++;
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
  const text = res.body.slice(0, 200_000);
  if (STACK.test(text)) problems.push('stack trace in body');
  if (SQL.test(text)) problems.push('SQL in body');
  if (res.statusCode >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      problems.push('error body is not JSON');
    }
    const e = (body as { error?: Record<string, unknown> } | undefined)?.error;
    const extra = e ? Object.keys(e).filter((k) => !['code', 'message', 'field', 'params'].includes(k)) : [];
    if (
      body !== undefined &&
      (!e || typeof e.code !== 'string' || typeof e.message !== 'string' || extra.length || Object.keys(body as object).length !== 1)
    )
      problems.push(`error body outside the contract: ${res.body.slice(0, 200)}`);
  }
  if (problems.length) failures.push(`${what.slice(0, 160)} → ${res.statusCode}: ${problems.join('; ')} ${res.body.slice(0, 160)}`);
}

type Who = 'signed out' | 'alice' | 'bob';
async function send(who: Who, opts: InjectOptions, what: string) {
  const cookies = who === 'alice' ? { [SESSION_COOKIE]: alice.cookie } : who === 'bob' ? { [SESSION_COOKIE]: bob.cookie } : undefined;
  const res = await t.app.inject({ ...opts, ...(cookies ? { cookies } : {}) });
  if (process.env.FUZZ_TRACE && String(opts.url).includes(process.env.FUZZ_TRACE)) console.log(who, what, res.statusCode, res.body.slice(0, 120));
  check(`${who} ${opts.method} ${opts.url} [${what}]`, res);
}

const fill = (url: string, value: string) => url.replace(/:\w+/g, value).replace(/\*$/, value);
const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    env: { ENABLE_TEST_CHECKOUT: 'true', AI_DAILY_LIMIT: '100000', PDF_EXPORTS_PER_HOUR: '5', OTP_SENDS_PER_IP_PER_HOUR: '1000' },
    deps: {
      onRoute: (r: RouteOptions) => {
        const schema = (r.schema ?? {}) as { body?: ZodType; querystring?: ZodType };
        for (const method of [r.method].flat())
          if (method !== 'HEAD') routes.push({ method, url: r.url, body: schema.body, querystring: schema.querystring });
      },
    },
  });
  alice = await signedInUser(t);
  bob = await signedInUser(t);
  // bob's owned resources: a plan, a payment (the test checkout), his user id
  const plan = await bob.inject('POST', '/api/study-plan/generate-90-day', seeds['POST /api/study-plan/generate-90-day']);
  if (plan.statusCode === 200) bobIds.push((plan.json() as { id: string }).id);
  const co = await bob.inject('POST', '/api/subscription/checkout', { planType: 'monthly' });
  if (co.statusCode === 200) bobIds.push((co.json() as { paymentId: string }).paymentId);
  bobIds.push(bob.id);
}, 120_000);
afterAll(async () => t?.close());

describe('route fuzz', () => {
  it('finds the routes in the route table', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(names).toContain('PATCH /api/profile');
    expect(names).toContain('POST /api/topic/export-pdf');
    expect(routes.length).toBeGreaterThan(25);
  });

  it('hostile input to every route: no 5xx, the shared error shape, no stack or SQL', async () => {
    const started = Date.now();
    for (const route of routes) {
      const { method, url } = route;
      const hasParams = /[:*]/.test(url);
      const plainUrl = hasParams ? fill(url, bobIds[0] ?? 'me') : url;
      const unsafe = method !== 'GET';
      const keys = keysOf(route.body);
      const seed = seeds[`${method} ${url}`] ?? {};

      for (const who of ['signed out', 'alice'] as const) {
        // path parameters: bad and overlong ids, bad percent-encoding, NUL, RTL, surrogates, numbers
        if (hasParams)
          for (const v of pathValues) await send(who, { method, url: fill(url, v), ...(unsafe ? { payload: seed } : {}) }, `param ${v.slice(0, 20)}`);
        // query strings
        const qKeys = [...keysOf(route.querystring), 'q', '__proto__[x]', 'constructor[prototype][x]'];
        for (const k of qKeys)
          for (const v of queryValues)
            await send(who, { method, url: `${plainUrl}?${k}=${v}&${k}=${v}`, ...(unsafe ? { payload: seed } : {}) }, `query ${k}`);
        if (!unsafe) continue;

        // bodies: malformed JSON, wrong content types, prototype poisoning, deep nesting, 1 MB
        const raw: [string, string | Buffer, string][] = [
          ['malformed JSON', '{"a":', 'application/json'],
          ['not JSON', 'hello', 'application/json'],
          ['JSON null', 'null', 'application/json'],
          ['JSON array', '[1,2]', 'application/json'],
          ['JSON string', '"x"', 'application/json'],
          ['__proto__', '{"__proto__":{"isAdmin":true},"planType":"monthly"}', 'application/json'],
          ['constructor', '{"constructor":{"prototype":{"isAdmin":true}}}', 'application/json'],
          ['text/plain', JSON.stringify(seed), 'text/plain'],
          ['form', 'a=1&b=2', 'application/x-www-form-urlencoded'],
          ['multipart', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', 'multipart/form-data; boundary=x'],
          ['xml', '<a>1</a>', 'application/xml'],
          ['no content type', JSON.stringify(seed), ''],
          ['deep nesting', '['.repeat(5000) + ']'.repeat(5000), 'application/json'],
          ['1 MB string', JSON.stringify({ ...seed, [keys[0] ?? 'x']: MB }), 'application/json'],
          ['bad UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]), 'application/json'],
        ];
        for (const [what, payload, type] of raw)
          await send(who, { method, url: plainUrl, payload, headers: type ? { 'content-type': type } : {} }, what);

        // each field, one hostile value at a time, the others valid
        for (const k of keys) {
          for (const [what, v] of hostileValues) {
            const body: Record<string, unknown> = { ...seed, [k]: v };
            if (v === undefined) delete body[k];
            await send(who, { method, url: plainUrl, payload: JSON.stringify(body), headers: json }, `${k}: ${what}`);
          }
        }
        await send(who, { method, url: plainUrl, payload: JSON.stringify({ ...seed, unexpected: 1 }), headers: json }, 'extra key');
      }

      // alice on bob's resources
      if (hasParams) for (const id of bobIds) await send('alice', { method, url: fill(url, id), ...(unsafe ? { payload: seed } : {}) }, "bob's id");
      // the logout routes (and anything else) may have ended alice's session: she signs in again
      if ((await alice.inject('GET', '/api/auth/session')).json<{ isAuthenticated: boolean }>().isAuthenticated !== true)
        alice = await signedInUser(t);
    }
    expect(statuses.get(200) ?? 0).toBeGreaterThan(100); // signed-in requests got past the guards
    // garbage session cookies
    for (const cookie of ['%E0%A4%A', 'x'.repeat(5000), '\u0000', 'a'.repeat(43)])
      check(
        `cookie ${cookie.slice(0, 10)}`,
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/session',
          headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(cookie).replace('%25', '%')}` },
        }),
      );

    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(
      `route fuzz: ${sent} requests to ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s, ${failures.length} failures (${byStatus})`,
    );
    expect(failures.slice(0, 30)).toEqual([]);
  }, 300_000);
});
