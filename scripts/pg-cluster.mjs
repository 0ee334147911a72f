/**
 * Starts a throw-away PostgreSQL cluster on loopback for the integration suite's second run.
 * Uses Debian's server binaries (/usr/lib/postgresql/<v>/bin); as root it runs them as the postgres user.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export async function startCluster() {
  const bin = findPgBin();
  if (!bin) return null;
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'abhyas-pg-'));
  const data = join(dir, 'data');
  const sock = dir;
  const port = await freePort();
  const run = (cmd, args) => {
    const full = join(bin, cmd);
    if (root) execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe' });
    else execFileSync(full, args, { stdio: 'pipe' });
  };
  if (root)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    );
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${sock} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
