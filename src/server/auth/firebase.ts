import { createPublicKey, verify as verifySignature, type KeyObject } from 'node:crypto';
import type { Clock } from '../clock';
import { AppError } from '../http/errors';
import { normaliseIndianMobile } from './phone';

/**
 * Verifies a Firebase phone-auth ID token on the server (RS256 against Google's published keys):
 * signature, aud = project, iss = securetoken.google.com/<project>, exp/iat/auth_time, sub = uid and
 * phone_number = the number the client claims. Returns the normalised phone.
 */
export interface FirebaseVerifier {
  verify(input: { idToken: string; phoneNumber: string; uid: string }): Promise<string>;
}

const fail = (why: string) => new AppError(401, 'identity_failed', `Identity verification failed: ${why}`);
const b64json = (s: string) => JSON.parse(Buffer.from(s, 'base64url').toString('utf8')) as Record<string, unknown>;

/** Google's keys are fetched at most this often, whatever the tokens say (issue 19, item 9). */
export const JWKS_MIN_REFETCH_MS = 60_000;
/** Google's key ids are short tokens (today 40 hex digits); anything else is refused without a look-up. */
const KID = /^[A-Za-z0-9_-]{1,64}$/;

export function firebaseVerifier(opts: { projectId: string; jwksUrl: string; clock: Clock; fetchImpl?: typeof fetch }): FirebaseVerifier {
  const fetchImpl = opts.fetchImpl ?? fetch;
  let keys: Map<string, KeyObject> | null = null;
  let keysUntil = 0;
  let lastFetch = -Infinity;
  let inFlight: Promise<void> | null = null;

  async function refresh(now: number) {
    lastFetch = now;
    const res = await fetchImpl(opts.jwksUrl, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new AppError(503, 'service_unavailable', 'Could not reach the identity service.');
    const body = (await res.json()) as { keys?: Array<Record<string, string>> };
    keys = new Map(
      (body.keys ?? []).filter((k) => k.kty === 'RSA' && k.kid).map((k) => [k.kid!, createPublicKey({ key: k as never, format: 'jwk' })]),
    );
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1] ?? 3600);
    keysUntil = now + maxAge * 1000;
  }

  /** An unknown key id refetches only when the last fetch is a minute old; parallel look-ups share one fetch. */
  async function key(kid: string): Promise<KeyObject> {
    const now = opts.clock().getTime();
    const stale = !keys || now > keysUntil || !keys.has(kid);
    if (stale && (now - lastFetch >= JWKS_MIN_REFETCH_MS || !keys)) {
      inFlight ??= refresh(now).finally(() => (inFlight = null));
      await inFlight;
    } else if (inFlight) await inFlight;
    const k = keys?.get(kid);
    if (!k) throw fail('unknown signing key');
    return k;
  }

  return {
    async verify({ idToken, phoneNumber, uid }) {
      const parts = idToken.split('.');
      if (parts.length !== 3) throw fail('malformed token');
      let header: Record<string, unknown>;
      let payload: Record<string, unknown>;
      try {
        header = b64json(parts[0]!);
        payload = b64json(parts[1]!);
      } catch {
        throw fail('malformed token');
      }
      if (header.alg !== 'RS256' || typeof header.kid !== 'string') throw fail('wrong algorithm');
      if (!KID.test(header.kid)) throw fail('malformed token');
      // The claims are checked before the signature: a token that would fail anyway never causes a key look-up.
      const now = Math.floor(opts.clock().getTime() / 1000);
      const num = (v: unknown) => (typeof v === 'number' ? v : NaN);
      if (payload.aud !== opts.projectId) throw fail('wrong audience');
      if (payload.iss !== `https://securetoken.google.com/${opts.projectId}`) throw fail('wrong issuer');
      if (!(num(payload.exp) > now)) throw fail('token expired');
      if (!(num(payload.iat) <= now + 60)) throw fail('issued in the future');
      if (!(num(payload.auth_time) <= now + 60)) throw fail('authenticated in the future');
      if (typeof payload.sub !== 'string' || !payload.sub || payload.sub !== uid) throw fail('uid does not match');
      const tokenPhone = typeof payload.phone_number === 'string' ? normaliseIndianMobile(payload.phone_number) : null;
      const claimed = normaliseIndianMobile(phoneNumber);
      if (!tokenPhone || tokenPhone !== claimed) throw fail('phone number does not match');
      const ok = verifySignature('RSA-SHA256', Buffer.from(`${parts[0]}.${parts[1]}`), await key(header.kid), Buffer.from(parts[2]!, 'base64url'));
      if (!ok) throw fail('bad signature');
      return tokenPhone;
    },
  };
}
