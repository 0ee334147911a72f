/**
 * The servers bench/web-budget starts: a child process (the app or the hello-world baseline) on a free port, its URL
 * read from its log line, and stopped again.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export function startServer(args: string[], env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const onData = (d: Buffer) => {
      out += String(d);
      const m = out.match(/listening (http:\/\/\S+)/) ?? out.match(/"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/);
      if (m) resolve({ url: m[1]!, child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

export async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
