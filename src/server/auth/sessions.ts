import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import { DAY_MS } from '../clock';
import type { UsersTable } from '../db/schema';
import * as repo from './repo';
import { SessionCache } from './session-cache';
import type { Executor } from '../db/database';

export const SESSION_COOKIE = 'abhyas_session';
/**
 * Over HTTPS the cookie is `__Host-abhyas_session`: browsers accept that name only with Secure, Path=/ and no Domain,
 * so a sibling subdomain cannot plant or overwrite it (issue 19, hardening).
 */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export type SessionUser = Omit<UsersTable, 'id' | 'trial_started_at' | 'created_at' | 'updated_at'> & {
  id: string;
  trial_started_at: Date;
  created_at: Date;
  updated_at: Date;
};

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

type SessionRow = NonNullable<Awaited<ReturnType<typeof repo.findSessionWithUser>>>;

export class SessionService {
  /** Sessions read in the last few seconds: the hottest read answered without a round trip (session-cache.ts). */
  private readonly cache: SessionCache<SessionRow>;
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    /** SESSION_COOKIE over plain HTTP (development, tests), HOST_SESSION_COOKIE with Secure cookies */
    readonly cookieName: string = SESSION_COOKIE,
    cacheMs?: number,
  ) {
    this.cache = new SessionCache<SessionRow>(cacheMs);
  }

  /** This request's session id, from this server's cookie name only. */
  idFrom(req: { headers: { cookie?: string } }): string | undefined {
    return sessionIdFrom(req, this.cookieName);
  }

  /** A new opaque 256-bit id; only its hash is stored. */
  async create(userId: string): Promise<{ id: string; expiresAt: Date }> {
    const id = randomBytes(32).toString('base64url');
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
    await repo.insertSession(this.db, { id_hash: hashId(id), user_id: userId, created_at: now, last_seen_at: now, expires_at: expiresAt });
    return { id, expiresAt };
  }

  /** The user behind a cookie value, enforcing absolute and idle expiry on the server. */
  async read(id: string | undefined): Promise<SessionUser | null> {
    if (!id || id.length !== 43 || !/^[A-Za-z0-9_-]+$/.test(id)) return null;
    const idHash = hashId(id);
    const now = this.clock();
    let row = this.cache.get(idHash, now.getTime());
    const fromMemory = row !== undefined;
    if (!row) {
      const generation = this.cache.generation();
      row = await repo.findSessionWithUser(this.db, idHash);
      if (!row) return null;
      this.cache.set(idHash, row.id, row, now.getTime(), generation);
    }
    if (row.expires_at <= now || now.getTime() - row.last_seen_at.getTime() > SESSION_IDLE_MS) {
      this.cache.delete(idHash);
      await repo.deleteSession(this.db, idHash);
      return null;
    }
    if (!fromMemory && now.getTime() - row.last_seen_at.getTime() > TOUCH_EVERY_MS) await repo.touchSession(this.db, idHash, now);
    const { id_hash: _h, last_seen_at: _l, expires_at: _e, session_created_at: _c, ...user } = row;
    return user as SessionUser;
  }

  async destroy(id: string | undefined): Promise<void> {
    if (!id) return;
    const idHash = hashId(id);
    this.cache.delete(idHash);
    await repo.deleteSession(this.db, idHash);
    this.cache.delete(idHash); // a read that raced the delete
  }

  /** "Sign out everywhere": every session of the user, on every device, ends now. */
  async destroyAll(userId: string): Promise<number> {
    this.cache.forgetUser(userId);
    const n = await repo.deleteUserSessions(this.db, userId);
    this.cache.forgetUser(userId); // a read that raced the delete
    return n;
  }
}

/**
 * The session cookie's value, read straight from the header: cookies are not parsed for every request
 * (most requests carry none, and the session check is the hottest route — docs/decisions/002).
 */
export function sessionIdFrom(req: { headers: { cookie?: string } }, name: string = SESSION_COOKIE): string | undefined {
  const header = req.headers.cookie;
  if (!header || !header.includes(`${name}=`)) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      // a valid id is base64url (43 characters): anything else is no session, not a decoding error (a bad % was a 500)
      return /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}
