import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { AppError } from './errors';

/** Request validation with the shared zod schemas; the first issue names the field. */
const validatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema, httpPart }) => (data) => {
  const r = schema.safeParse(data);
  if (r.success) return { value: r.data };
  const issue = r.error.issues[0];
  const field = issue && issue.path.length ? issue.path.join('.') : undefined;
  const where = httpPart === 'querystring' ? 'query parameter' : httpPart === 'params' ? 'path parameter' : 'field';
  const message = field ? `Invalid ${where} '${field}': ${issue?.message}` : `Invalid request ${httpPart ?? 'body'}: ${issue?.message}`;
  return { error: new AppError(400, 'validation_failed', message, field) };
};

/**
 * Responses are parsed by their zod schema before serialising, so fields a schema doesn't name
 * (password hashes, internal columns) never leave the server.
 */
const serializerCompiler = ({ schema }: { schema: ZodType }) => (data: unknown) => JSON.stringify(schema.parse(data));

export function installZod(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler as never);
}
