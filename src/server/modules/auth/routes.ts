import type { ZodPlugin } from '@server/http/zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  authConfigResponse,
  firebaseVerifyRequest,
  loginResponse,
  otpSendRequest,
  otpSendResponse,
  otpVerifyRequest,
  sessionResponse,
} from '@shared/auth';
import type { Config } from '@server/config';
import type { Clock } from '@server/clock';
import type { Guards } from '@server/auth/guards';
import { findOrCreateUser } from '@server/auth/repo';
import type { OtpService } from '@server/auth/otp';
import { SESSION_ABSOLUTE_MS, type SessionService } from '@server/auth/sessions';
import type { FirebaseVerifier } from '@server/auth/firebase';
import type { Db } from '@server/db/database';
import { AppError } from '@server/http/errors';
import { toUserDto } from '@server/auth/user-dto';

export interface AuthRouteDeps {
  config: Config;
  db: Db;
  clock: Clock;
  otp: OtpService;
  sessions: SessionService;
  guards: Guards;
  firebase: FirebaseVerifier | null;
}

export const authRoutes: ZodPlugin<AuthRouteDeps> = async (app, d) => {
  const cookieOpts = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: d.config.secureCookies };
  const cookieName = d.sessions.cookieName;
  const sessionIdFrom = (req: FastifyRequest) => d.sessions.idFrom(req);
  // Without a sender (or test numbers) the built-in OTP routes don't exist (issue 19, item 3).
  const requireOtp = async () => {
    if (!d.otp.available) throw new AppError(404, 'not_found', 'Sign-in by SMS code is not available.');
  };

  /** Signs the phone in: creates the user on first sign-in (starting the trial) and rotates the session. */
  async function signIn(phone: string, oldSessionId: string | undefined, reply: FastifyReply) {
    const { user } = await findOrCreateUser(d.db.kysely, phone, d.clock());
    await d.sessions.destroy(oldSessionId);
    const session = await d.sessions.create(user.id);
    reply.setCookie(cookieName, session.id, { ...cookieOpts, maxAge: SESSION_ABSOLUTE_MS / 1000 });
    return toUserDto(user);
  }

  app.get('/api/auth/session', { schema: { response: { 200: sessionResponse } } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const user = sessionIdFrom(req) ? await d.guards.loadUser(req) : null;
    return user ? { isAuthenticated: true, user: toUserDto(user) } : { isAuthenticated: false, user: null };
  });

  app.get('/api/auth/config', { schema: { response: { 200: authConfigResponse } } }, async () => ({
    firebase: d.config.firebase?.apiKey
      ? {
          apiKey: d.config.firebase.apiKey,
          authDomain: d.config.firebase.authDomain ?? '',
          projectId: d.config.firebase.projectId,
          appId: d.config.firebase.appId,
        }
      : null,
    testNumbers: d.config.testOtpCode ? d.config.testPhones : [],
    trialDays: d.config.trialDays,
    supportContact: d.config.supportContact,
  }));

  app.post('/api/auth/otp/send', { preHandler: requireOtp, schema: { body: otpSendRequest, response: { 200: otpSendResponse } } }, async (req) => {
    const r = await d.otp.send(req.body.phoneNumber, req.ip);
    return { success: true as const, message: `Verification code sent to ${r.phoneNumber}`, ...r };
  });

  app.post(
    '/api/auth/otp/verify',
    { preHandler: requireOtp, schema: { body: otpVerifyRequest, response: { 200: loginResponse } } },
    async (req, reply) => {
      const r = await d.otp.verify(req.body.phoneNumber, req.body.code, req.ip);
      const user = await signIn(r.phoneNumber, sessionIdFrom(req), reply);
      return { success: true as const, message: r.test ? 'Test login successful!' : 'Login successful!', user };
    },
  );

  app.post('/api/auth/firebase-verify', { schema: { body: firebaseVerifyRequest, response: { 200: loginResponse } } }, async (req, reply) => {
    if (!d.firebase) throw new AppError(404, 'not_found', 'Firebase sign-in is not configured.');
    const phone = await d.firebase.verify(req.body);
    const user = await signIn(phone, sessionIdFrom(req), reply);
    return { success: true as const, message: 'Login successful!', user };
  });

  app.post('/api/auth/logout', async (req, reply) => {
    await d.sessions.destroy(sessionIdFrom(req));
    reply.clearCookie(cookieName, cookieOpts);
    return { success: true };
  });

  /** Sign out everywhere: ends every session of this user (other phones, a shared computer), then this one's cookie. */
  app.post('/api/auth/logout-everywhere', { preHandler: d.guards.requireUser }, async (req, reply) => {
    const ended = await d.sessions.destroyAll(req.user!.id);
    reply.clearCookie(cookieName, cookieOpts);
    return { success: true, sessionsEnded: ended };
  });
};
