import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { expect, vi } from 'vitest';
import type { AuthConfigResponse, SessionResponse } from '@shared/auth';
import { i18n } from '@web/testing/i18n';
import { stubFetch } from '@web/testing/query-render';
import { renderLoginScreen } from '../login-harness';

/**
 * For the Firebase sign-in tests: a fake Firebase SDK the tests steer, and the login screen rendered against stubbed
 * API routes. Each test file mocks the SDK with it:
 *   vi.mock('firebase/app', async () => (await import('./firebase-fake')).firebaseAppModule);
 *   vi.mock('firebase/auth', async () => (await import('./firebase-fake')).firebaseAuthModule);
 */

/** The Firebase SDK, faked: what the provider calls and what the tests steer. */
export const fb = (() => {
  type Confirmation = { confirm: (code: string) => Promise<unknown> };
  class FakeRecaptchaVerifier {
    static created: FakeRecaptchaVerifier[] = [];
    /** How many of the next constructions throw (a reCAPTCHA that cannot be set up). */
    static failNext = 0;
    readonly clear = vi.fn();
    readonly render = vi.fn(async () => 0);
    constructor(
      readonly auth: unknown,
      readonly host: HTMLElement,
      readonly parameters: { size?: string },
    ) {
      if (FakeRecaptchaVerifier.failNext > 0) {
        FakeRecaptchaVerifier.failNext -= 1;
        throw Object.assign(new Error('Firebase: Error (auth/argument-error).'), { code: 'auth/argument-error' });
      }
      FakeRecaptchaVerifier.created.push(this);
    }
  }
  const auth: { languageCode: string | null } = { languageCode: null };
  return {
    auth,
    FakeRecaptchaVerifier,
    initializeApp: vi.fn((options: unknown) => ({ name: '[DEFAULT]', options })),
    getAuth: vi.fn(() => auth),
    signInWithPhoneNumber: vi.fn<(auth: unknown, phone: string, verifier: unknown) => Promise<Confirmation>>(),
    signOut: vi.fn(async () => {}),
  };
})();

/** What `vi.mock('firebase/app')` and `vi.mock('firebase/auth')` return in the tests that use this fake. */
export const firebaseAppModule = { initializeApp: fb.initializeApp };
export const firebaseAuthModule = {
  getAuth: fb.getAuth,
  RecaptchaVerifier: fb.FakeRecaptchaVerifier,
  signInWithPhoneNumber: fb.signInWithPhoneNumber,
  signOut: fb.signOut,
};

export const FIREBASE = { apiKey: 'AIza-test-key', authDomain: 'abhyas-test.firebaseapp.com', projectId: 'abhyas-test', appId: '1:2:web:3' };
export const USER = { id: 'u1', phoneNumber: '+919876543210', firstName: null, lastName: null, email: null, education: null, college: null };
export const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

export type Routes = Parameters<typeof stubFetch>[0];

/** A confirmation result whose confirm() answers as told (a signed-in Firebase user by default). */
export function confirmation(confirm?: (code: string) => Promise<unknown>) {
  const user = { uid: 'firebase-uid-1', getIdToken: vi.fn(async () => 'firebase-id-token') };
  return { user, confirm: vi.fn(confirm ?? (async () => ({ user }))) };
}

export async function renderLogin({ firebase = FIREBASE, routes = {} }: { firebase?: AuthConfigResponse['firebase']; routes?: Routes } = {}) {
  let session: SessionResponse = { isAuthenticated: false, user: null };
  const verify = routes['POST /api/auth/firebase-verify'] ?? (() => Response.json({ success: true, message: 'Login successful!', user: USER }));
  const fetch = stubFetch({
    'GET /api/auth/session': () => Response.json(session),
    'GET /api/auth/config': () => Response.json({ firebase, testNumbers: [] }),
    ...routes,
    'POST /api/auth/firebase-verify': async (init) => {
      const answer = await verify(init);
      if (answer.ok) session = { isAuthenticated: true, user: USER };
      return answer;
    },
  });
  const view = await renderLoginScreen();
  return { fetch, view };
}

/** The verifier the login screen set up (100 ms after it appeared). */
export const verifierReady = () =>
  waitFor(() => {
    const verifier = fb.FakeRecaptchaVerifier.created.at(-1);
    expect(verifier).toBeTruthy();
    return verifier!;
  });

export const codeInput = () => screen.getByLabelText<HTMLInputElement>('Verification code');

export async function sendCode(phone = '98765 43210') {
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
}

export async function reachOtpStep() {
  await verifierReady();
  await sendCode();
  await screen.findByTestId('otp-step');
}

export function submitCode(code = '123456') {
  fireEvent.change(codeInput(), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify & Login' }));
}

/** Before each test: no verifiers, no scripted failures, fresh SDK mocks. */
export function resetFirebaseFake() {
  fb.FakeRecaptchaVerifier.created = [];
  fb.FakeRecaptchaVerifier.failNext = 0;
  fb.signInWithPhoneNumber.mockReset();
  fb.signOut.mockClear();
}

/** After each test: toasts, the screen, stubbed globals and the language back to English. */
export async function tidyAfterFirebaseTest() {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  if (i18n.resolvedLanguage !== 'en') await i18n.changeLanguage('en');
}
