/**
 * What an error log line may carry: the error's kind, code, message and stack, never the SQL or its parameters
 * (a NUL in a profile field once logged the query with the user's name, email and id: issue 19, item 5).
 * Database drivers hang the query text, its parameters and a `detail` ("Key (email)=(…) already exists") on
 * their errors; none of that is kept.
 */
const KEEP = ['type', 'code', 'statusCode', 'message', 'stack'] as const;

export function safeErrorSerializer(err: unknown): { type: string; message: string; stack: string; [k: string]: unknown } {
  if (!(err instanceof Error)) return { type: typeof err, message: 'non-error thrown', stack: '' };
  const e = err as Error & Record<string, unknown>;
  const out: { type: string; message: string; stack: string; [k: string]: unknown } = { type: e.name || 'Error', message: '', stack: '' };
  for (const k of KEEP) if (k !== 'type' && (typeof e[k] === 'string' || typeof e[k] === 'number')) out[k] = e[k] as string;
  if (e.cause instanceof Error) out.cause = safeErrorSerializer(e.cause);
  return out;
}

/** Request fields that could carry personal data or secrets, removed from every log line. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-razorpay-signature"]',
  'res.headers["set-cookie"]',
  'req.body',
  'body',
  'params',
  'query',
  'parameters',
  'sql',
];
