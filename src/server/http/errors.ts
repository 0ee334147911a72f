import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode, ErrorParams, FieldError } from '@shared/errors';

/**
 * Services throw this; the single error handler turns it into `{error:{code,message,field?,params?}}`. The message is
 * English for logs and tools; the web shows the code's translation with `params` filled in.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly field?: string,
    public readonly params?: ErrorParams,
    /** sent as Retry-After (429 and 503) */
    public readonly retryAfterSeconds?: number,
    /** every field's problem, when there are several (sent as `error.fields`) */
    public readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  402: 'subscription_required',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  field?: string,
  params?: ErrorParams,
  fields?: FieldError[],
) {
  const body: ErrorBody = { error: { code, message, ...(field ? { field } : {}), ...(params ? { params } : {}), ...(fields ? { fields } : {}) } };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.statusCode >= 500) req.log.error({ err }, 'service error');
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      return sendError(reply, err.statusCode, err.code, err.message, err.field, err.params, err.fields);
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, body too large…
      const message = err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Unsupported content type' : err.message;
      return sendError(reply, status, STATUS_CODES[status] ?? 'bad_request', message);
    }
    // No stack trace or internal message leaves the server.
    req.log.error({ err }, 'unhandled error');
    return sendError(reply, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
  });
}

/** Bodies for errors Fastify or Node answer before any hook runs; they get the same shape and headers as the rest. */
const FRAMEWORK_MESSAGES: Record<string, [status: number, message: string]> = {
  FST_ERR_BAD_URL: [400, 'The address is not valid (bad percent-encoding).'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'A path parameter is too long.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'The request could not be routed.'],
};

/** Fastify's `frameworkErrors`: bad percent-encoding, overlong path parameters (issue 19, item 8). */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (err: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
    const [status, message] = FRAMEWORK_MESSAGES[err.code] ?? [400, 'Bad request.'];
    reply.headers(headers);
    return sendError(reply, status, 'bad_request', message);
  };
}

const CLIENT_ERRORS: Record<string, [status: number, reason: string, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large.'],
};

/**
 * Node's `clientError` path (malformed HTTP, header overflow, request timeout): the answer is written to the socket
 * by hand, so it carries the shared error shape and the security headers explicitly.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  const headerLines = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  return (err: NodeJS.ErrnoException, socket: import('node:net').Socket) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, reason, message] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'Bad Request', 'The request is malformed.'];
    const body = JSON.stringify({ error: { code: 'bad_request', message } } satisfies ErrorBody);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${headerLines}\r\n${body}`,
      );
    }
    socket.destroy();
  };
}
