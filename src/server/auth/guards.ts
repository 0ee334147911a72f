import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { SubscriptionStatus } from '@shared/subscription';
import type { Clock } from '../clock';
import { AppError } from '../http/errors';
import { subscriptionStatus } from './access';
import type { SessionService, SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
    access?: SubscriptionStatus;
  }
}

export interface Guards {
  /** Loads the session user if any (never fails). */
  loadUser(req: FastifyRequest): Promise<SessionUser | null>;
  requireUser: preHandlerAsyncHookHandler;
  /** Signed in and on a trial or a paid plan: 401 / 402 otherwise. */
  requireAccess: preHandlerAsyncHookHandler;
  /** Signed in and on a paid plan (the daily exam). */
  requirePaid: preHandlerAsyncHookHandler;
  /** Signed in with a phone number listed in ADMIN_PHONES (the content team's desk): 401 / 403 otherwise. */
  requireAdmin: preHandlerAsyncHookHandler;
  /** The signed-in caller's access (401 when signed out). */
  status(req: FastifyRequest): Promise<SubscriptionStatus>;
}

export function makeGuards(sessions: SessionService, trialDays: number, clock: Clock, adminPhones: readonly string[] = []): Guards {
  async function loadUser(req: FastifyRequest) {
    if (req.user) return req.user;
    const user = await sessions.read(sessions.idFrom(req));
    if (user) req.user = user;
    return user;
  }
  async function requireUser(req: FastifyRequest, _reply: FastifyReply) {
    if (!(await loadUser(req))) throw new AppError(401, 'unauthenticated', 'Please sign in to continue.');
  }
  async function withStatus(req: FastifyRequest) {
    const user = await loadUser(req);
    if (!user) throw new AppError(401, 'unauthenticated', 'Please sign in to continue.');
    req.access = subscriptionStatus(user, trialDays, clock());
    return req.access;
  }
  return {
    loadUser,
    requireUser,
    status: withStatus,
    async requireAccess(req) {
      const s = await withStatus(req);
      if (!s.hasAccess) throw new AppError(402, 'subscription_required', 'Your access has expired. Choose a plan to continue.');
    },
    async requirePaid(req) {
      const s = await withStatus(req);
      if (!s.isPaid) throw new AppError(402, 'paid_plan_required', 'This feature needs a paid plan.');
    },
    async requireAdmin(req) {
      const user = await loadUser(req);
      if (!user) throw new AppError(401, 'unauthenticated', 'Please sign in to continue.');
      if (!adminPhones.includes(user.phone_number)) throw new AppError(403, 'admin_required', "This page is for the content team's administrators.");
    },
  };
}
