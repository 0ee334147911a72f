import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function startServer(dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../../testing/exam-server.ts'), dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (d) => (stderr += String(d)));
  const ready = new Promise<{ port: number; cookie: string | null }>((resolve, reject) => {
    child.stdout.on('data', (d) => {
      stdout += String(d);
      const m = /ready (\{.*\})/.exec(stdout);
      if (m) resolve(JSON.parse(m[1]!));
    });
    child.on('exit', (code) => reject(new Error(`server exited early (${code}): ${stderr}`)));
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  return { child, ready, exited };
}

describe('exam engine under SIGKILL', () => {
  it('keeps every acknowledged autosave and the original deadline across a kill and restart', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'abhyas-exam-kill-')), 'pglite');
    const first = startServer(dir);
    const { port, cookie } = await first.ready;
    const headers = { cookie: `abhyas_session=${cookie}`, 'content-type': 'application/json' };
    const call = (port_: number, method: string, path: string, body?: unknown) =>
      fetch(`http://127.0.0.1:${port_}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

    const gen = await call(port, 'POST', '/api/mock-test/generate', { kind: 'full-length', paper: 'gs', language: 'english' });
    expect(gen.status).toBe(200);
    const attempt = await gen.json();
    const saved = new Map<string, number>();
    for (const [i, q] of (attempt.questions as { id: string }[]).slice(0, 30).entries()) {
      const res = await call(port, 'PUT', `/api/attempts/${attempt.id}/answers/${q.id}`, {
        choice: i % 4,
        markedForReview: i % 3 === 0,
        timeSpentMs: 1000 + i,
      });
      expect(res.status).toBe(200); // acknowledged
      saved.set(q.id, i % 4);
    }
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    const second = startServer(dir);
    const again = await second.ready;
    try {
      const res = await call(again.port, 'GET', `/api/attempts/${attempt.id}`);
      expect(res.status).toBe(200);
      const view = await res.json();
      expect(view.deadline).toBe(attempt.deadline);
      expect(view.status).toBe('in-progress');
      const left = Math.ceil((Date.parse(attempt.deadline) - Date.now()) / 1000);
      expect(view.remainingSeconds).toBeLessThanOrEqual(attempt.remainingSeconds);
      expect(Math.abs(view.remainingSeconds - left)).toBeLessThanOrEqual(2);
      const answered = (view.answers as { questionId: string; choice: number | null }[]).filter((a) => a.choice !== null);
      expect(answered).toHaveLength(30);
      for (const a of answered) expect(a.choice).toBe(saved.get(a.questionId));
    } finally {
      second.child.kill('SIGKILL');
      await second.exited;
    }
  }, 120_000);
});
