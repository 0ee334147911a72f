import type { FastifyPluginAsync } from 'fastify';
import { sessionResponse } from '../../../shared/auth';

/** Session state. Sign-in itself lands with the auth module; until then nobody is signed in. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/auth/session', { schema: { response: { 200: sessionResponse } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { isAuthenticated: false, user: null };
  });
};
