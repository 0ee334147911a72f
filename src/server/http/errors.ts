import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode, ErrorParams } from '../../shared/errors';

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

export function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string, field?: string, params?: ErrorParams) {
  const body: ErrorBody = { error: { code, message, ...(field ? { field } : {}), ...(params ? { params } : {}) } };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.statusCode >= 500) req.log.error({ err }, 'service error');
      return sendError(reply, err.statusCode, err.code, err.message, err.field, err.params);
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
