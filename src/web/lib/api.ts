import type { ErrorBody, ErrorCode, ErrorParams, FieldError } from '@shared/errors';

/** What every failed call throws: the server's `{error:{code,message}}`, or the closest honest stand-in. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly params?: ErrorParams,
    /** every field's problem, when the server sent several */
    readonly fields?: FieldError[],
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RequestOptions = { signal?: AbortSignal };

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  const statusText = response.statusText || `HTTP ${response.status}`;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return new ApiError(response.status, 'internal_error', statusText);
  }
  if (!isErrorBody(body)) return new ApiError(response.status, 'internal_error', statusText);
  return new ApiError(response.status, body.error.code, body.error.message, body.error.field, body.error.params, body.error.fields);
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, 'internal_error', 'Invalid response format');
  }
}

type RawOptions = RequestOptions & { accept?: string };

/**
 * Sends the call and answers the raw Response once it is ok (for streams and files); a failure throws
 * ApiError exactly as `request` does.
 */
export async function requestRaw(method: Method, path: string, payload?: unknown, options: RawOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: payload === undefined ? undefined : JSON.stringify(payload),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // No answer at all (offline, server down): status 0 so callers can tell it from an HTTP error.
    throw new ApiError(0, 'service_unavailable', error instanceof Error ? error.message : 'Network request failed');
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function request<T>(method: Method, path: string, payload?: unknown, options: RequestOptions = {}): Promise<T> {
  return readBody<T>(await requestRaw(method, path, payload, options));
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, payload?: unknown, options?: RequestOptions) => request<T>('POST', path, payload, options),
  put: <T>(path: string, payload?: unknown, options?: RequestOptions) => request<T>('PUT', path, payload, options),
  patch: <T>(path: string, payload?: unknown, options?: RequestOptions) => request<T>('PATCH', path, payload, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
