import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SessionService } from '../auth/sessions';
import { DAY_MS } from '../clock';
import { openDatabase } from '../db/database';
import { fakeWebDist } from '../testing/test-app';

/**
 * The production shape (docs/deploy.md): two app instances on one Postgres behind HAProxy, on loopback. Signed in
 * through the balancer, under load, one instance is SIGKILLed: the session keeps working through the other, no
 * acknowledged write is lost, and idempotent reads see no 5xx once the balancer has noticed. Needs `haproxy` (.ci/run
 * installs it) and a Postgres (TEST_DATABASE_URL: npm test's second run); skipped otherwise.
 */
const haproxy = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
})();
const admin = process.env.TEST_DATABASE_URL;
/** HAProxy checks every 300 ms and drops a server after three failed checks; reads after this must all succeed. */
const NOTICE_MS = 2000;

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  for (const f of cleanups) await f();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

function waitFor(child: ChildProcess, pattern: RegExp, what: string): Promise<void> {
  let out = '';
  return new Promise((resolve, reject) => {
    const on = (d: Buffer) => {
      out += String(d);
      if (pattern.test(out)) resolve();
    };
    child.stdout?.on('data', on);
    child.stderr?.on('data', on);
    child.on('exit', (code) => reject(new Error(`${what} exited (${code}): ${out.slice(-2000)}`)));
  });
}

function startInstance(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../main.ts')], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return { child, ready: waitFor(child, /Server listening/, `instance on ${port}`) };
}

describe.skipIf(!haproxy || !admin)('two instances behind HAProxy (docs/deploy.md)', () => {
  it('survives a SIGKILL of one instance under load', async () => {
    // a scratch database on the test server
    const name = `abhyas_lb_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    cleanups.push(async () => {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    });
    const url = new URL(admin!);
    url.pathname = `/${name}`;

    const [p1, p2, lb] = await Promise.all([freePort(), freePort(), freePort()]);
    const base = `http://127.0.0.1:${lb}`;
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: url.toString(),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      TRUST_PROXY: '127.0.0.1',
      WEB_DIST: fakeWebDist(),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'abhyas-lb-')),
      LOG_LEVEL: 'info',
    };
    const first = startInstance(p1, env); // migrates and seeds
    await first.ready;
    const second = startInstance(p2, env); // finds both done
    await second.ready;

    const cfg = join(mkdtempSync(join(tmpdir(), 'abhyas-haproxy-')), 'haproxy.cfg');
    writeFileSync(
      cfg,
      `defaults
  mode http
  timeout connect 1s
  timeout client 10s
  timeout server 10s
  retries 3
  option redispatch
  retry-on conn-failure empty-response
frontend www
  bind 127.0.0.1:${lb}
  option forwardfor
  default_backend app
backend app
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  timeout check 2s
  default-server inter 300ms fall 3 rise 2
  server a1 127.0.0.1:${p1} check
  server a2 127.0.0.1:${p2} check
`,
    );
    const balancer = spawn(haproxy!, ['-f', cfg, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(balancer);
    for (let i = 0; i < 50; i++) {
      if ((await fetch(`${base}/api/health`).catch(() => null))?.status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }

    // a paid candidate with a session, made in the database both instances share
    const db = await openDatabase({ databaseUrl: url.toString() });
    const now = new Date();
    const user = await db.kysely
      .insertInto('users')
      .values({
        phone_number: '+919800000099',
        trial_started_at: now,
        created_at: now,
        updated_at: now,
        plan_type: 'monthly',
        paid_until: new Date(now.getTime() + 30 * DAY_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: cookie } = await new SessionService(db.kysely, () => new Date()).create(user.id);
    await db.close();
    const headers = { cookie: `abhyas_session=${cookie}`, 'content-type': 'application/json' };
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

    const session = await (await call('GET', '/api/auth/session')).json();
    expect(session.isAuthenticated).toBe(true);
    const gen = await call('POST', '/api/mock-test/generate', { kind: 'full-length', paper: 'gs', language: 'english' });
    expect(gen.status).toBe(200);
    const attempt = (await gen.json()) as { id: string; questions: { id: string }[] };

    // the load: a writer autosaving one question after another, four readers
    let stop = false;
    let killedAt = Infinity;
    const acknowledged = new Map<string, number>();
    const reads: { at: number; status: number }[] = [];
    const writer = (async () => {
      for (const [i, q] of attempt.questions.entries()) {
        if (stop) break;
        const res = await call('PUT', `/api/attempts/${attempt.id}/answers/${q.id}`, {
          choice: i % 4,
          markedForReview: false,
          timeSpentMs: 1000,
        }).catch(() => null);
        if (res?.status === 200) acknowledged.set(q.id, i % 4);
        await new Promise((r) => setTimeout(r, 30));
      }
    })();
    const readers = Array.from({ length: 4 }, (_, r) =>
      (async () => {
        while (!stop) {
          const path = r % 2 ? '/api/auth/session' : `/api/attempts/${attempt.id}`;
          const res = await call('GET', path).catch(() => null);
          // a body cut off by the kill is a failed read too (its headers may have said 200)
          const whole = res
            ? await res.arrayBuffer().then(
                () => true,
                () => false,
              )
            : false;
          reads.push({ at: performance.now(), status: whole ? res!.status : 0 });
        }
      })(),
    );
    await new Promise((r) => setTimeout(r, 1500));
    first.child.kill('SIGKILL');
    killedAt = performance.now();
    await new Promise((r) => setTimeout(r, 4000));
    stop = true;
    await Promise.all([writer, ...readers]);

    // the session still works, through the instance left
    const last = await call('GET', '/api/auth/session');
    const after = last.status === 200 ? await last.json() : { status: last.status, body: await last.text() };
    expect(after).toMatchObject({ isAuthenticated: true, user: { id: user.id } });
    // idempotent reads: none failed before the kill, none once the balancer noticed
    expect(reads.filter((r) => r.at < killedAt && r.status !== 200)).toEqual([]);
    const late = reads.filter((r) => r.at > killedAt + NOTICE_MS);
    expect(late.length).toBeGreaterThan(10);
    expect(late.filter((r) => r.status !== 200)).toEqual([]);
    // every acknowledged autosave is there, with its value
    expect(acknowledged.size).toBeGreaterThan(20);
    const view = (await (await call('GET', `/api/attempts/${attempt.id}`)).json()) as { answers: { questionId: string; choice: number | null }[] };
    const saved = new Map(view.answers.map((a) => [a.questionId, a.choice]));
    for (const [q, choice] of acknowledged) expect(saved.get(q)).toBe(choice);
  }, 240_000);
});
