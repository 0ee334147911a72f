// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { AuthConfigResponse, SessionResponse } from '@shared/auth';
import { i18n, i18nReady } from '@web/testing/i18n';
import { LocationProbe, sentBodies, stubFetch } from '@web/testing/query-render';
import { AuthProvider } from '../auth-provider';
import LoginPage from '../components/login-page';
import { createFirebasePhoneAuth, RECAPTCHA_CONTAINER_ID } from './firebase-provider';
import { PhoneAuthError } from './phone-auth-error';
import { choosePhoneAuthProvider } from './phone-auth-provider';

/** The Firebase SDK, faked: what the provider calls and what the tests steer. */
const fb = vi.hoisted(() => {
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
});

vi.mock('firebase/app', () => ({ initializeApp: fb.initializeApp }));
vi.mock('firebase/auth', () => ({
  getAuth: fb.getAuth,
  RecaptchaVerifier: fb.FakeRecaptchaVerifier,
  signInWithPhoneNumber: fb.signInWithPhoneNumber,
  signOut: fb.signOut,
}));

const FIREBASE = { apiKey: 'AIza-test-key', authDomain: 'abhyas-test.firebaseapp.com', projectId: 'abhyas-test', appId: '1:2:web:3' };
const USER = { id: 'u1', phoneNumber: '+919876543210', firstName: null, lastName: null, email: null, education: null, college: null };
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

type Routes = Parameters<typeof stubFetch>[0];

/** A confirmation result whose confirm() answers as told (a signed-in Firebase user by default). */
function confirmation(confirm?: (code: string) => Promise<unknown>) {
  const user = { uid: 'firebase-uid-1', getIdToken: vi.fn(async () => 'firebase-id-token') };
  return { user, confirm: vi.fn(confirm ?? (async () => ({ user }))) };
}

async function renderLogin({ firebase = FIREBASE, routes = {} }: { firebase?: AuthConfigResponse['firebase']; routes?: Routes } = {}) {
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
  await i18nReady;
  const view = render(
    <MemoryRouter initialEntries={['/login']}>
      <AuthProvider>
        <LoginPage />
        <LocationProbe />
      </AuthProvider>
    </MemoryRouter>,
  );
  return { fetch, view };
}

/** The verifier the login screen set up (100 ms after it appeared). */
const verifierReady = () =>
  waitFor(() => {
    const verifier = fb.FakeRecaptchaVerifier.created.at(-1);
    expect(verifier).toBeTruthy();
    return verifier!;
  });

const codeInput = () => screen.getByLabelText<HTMLInputElement>('Verification code');

async function sendCode(phone = '98765 43210') {
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
}

async function reachOtpStep() {
  await verifierReady();
  await sendCode();
  await screen.findByTestId('otp-step');
}

function submitCode(code = '123456') {
  fireEvent.change(codeInput(), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify & Login' }));
}

describe('Firebase phone auth', () => {
  beforeEach(() => {
    fb.FakeRecaptchaVerifier.created = [];
    fb.FakeRecaptchaVerifier.failNext = 0;
    fb.signInWithPhoneNumber.mockReset();
    fb.signOut.mockClear();
  });

  afterEach(async () => {
    toast.dismiss();
    cleanup();
    vi.unstubAllGlobals();
    if (i18n.resolvedLanguage !== 'en') await i18n.changeLanguage('en');
  });

  describe('choosing the provider', () => {
    it('uses Firebase only when the config carries a Firebase web config', () => {
      expect(choosePhoneAuthProvider(null).name).toBe('built-in');
      expect(choosePhoneAuthProvider({ firebase: null, testNumbers: [], trialDays: 7, supportContact: null }).name).toBe('built-in');
      expect(choosePhoneAuthProvider({ firebase: FIREBASE, testNumbers: [], trialDays: 7, supportContact: null }).name).toBe('firebase');
    });

    it('keeps the built-in OTP, and never loads the SDK, without a Firebase config', async () => {
      const { fetch } = await renderLogin({
        firebase: null,
        routes: {
          'POST /api/auth/otp/send': () =>
            Response.json({ success: true, message: 'sent', phoneNumber: '+919876543210', expiresInSeconds: 300, resendAfterSeconds: 30 }),
        },
      });
      await waitFor(() => expect(sentBodies(fetch, 'GET /api/auth/config')).toHaveLength(1));
      await sendCode();
      await screen.findByTestId('otp-step');
      expect(sentBodies(fetch, 'POST /api/auth/otp/send')).toEqual([{ phoneNumber: '+919876543210' }]);
      await new Promise((resolve) => setTimeout(resolve, 150)); // past the reCAPTCHA set-up delay
      expect(fb.initializeApp).not.toHaveBeenCalled();
      expect(fb.signInWithPhoneNumber).not.toHaveBeenCalled();
      expect(fb.FakeRecaptchaVerifier.created).toEqual([]);
    });
  });

  it('sends with an invisible reCAPTCHA, confirms, and signs in through /api/auth/firebase-verify', async () => {
    const pending = confirmation();
    fb.signInWithPhoneNumber.mockResolvedValue(pending);
    const { fetch } = await renderLogin();

    const verifier = await verifierReady();
    expect(fb.initializeApp).toHaveBeenCalledWith(FIREBASE);
    expect(verifier.auth).toBe(fb.auth);
    expect(verifier.parameters).toEqual({ size: 'invisible' });
    expect(verifier.host.parentElement?.id).toBe(RECAPTCHA_CONTAINER_ID);

    await sendCode();
    await screen.findByTestId('otp-step');
    expect(fb.signInWithPhoneNumber).toHaveBeenCalledWith(fb.auth, '+919876543210', verifier);
    expect(screen.getByText('Verification code sent to +919876543210')).toBeTruthy();
    expect(sentBodies(fetch, 'POST /api/auth/otp/send')).toEqual([]);

    submitCode('123456');
    expect(await screen.findByText('Login successful!')).toBeTruthy();
    expect(pending.confirm).toHaveBeenCalledWith('123456');
    expect(sentBodies(fetch, 'POST /api/auth/firebase-verify')).toEqual([
      { idToken: 'firebase-id-token', phoneNumber: '+919876543210', uid: 'firebase-uid-1' },
    ]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/study-planner'), { timeout: 2500 });
    expect(sentBodies(fetch, 'GET /api/auth/session')).toHaveLength(2);
    // Our session cookie is the sign-in now; Firebase's own is dropped.
    expect(fb.signOut).toHaveBeenCalledWith(fb.auth);
  });

  it('clears the verifier when the login screen goes away', async () => {
    const { view } = await renderLogin();
    const verifier = await verifierReady();
    expect(verifier.host.isConnected).toBe(true);
    view.unmount();
    expect(verifier.clear).toHaveBeenCalledTimes(1);
    expect(verifier.host.isConnected).toBe(false);
  });

  it('goes back to the phone step silently, code cleared, on auth/too-many-requests while verifying', async () => {
    fb.signInWithPhoneNumber.mockResolvedValue(confirmation(() => Promise.reject(firebaseError('auth/too-many-requests'))));
    await renderLogin();
    await reachOtpStep();
    submitCode();
    expect(await screen.findByTestId('phone-step')).toBeTruthy();
    expect(screen.queryByText('Verification Failed')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByTestId('otp-step');
    expect(codeInput().value).toBe('');
  });

  it('goes back to the phone step when the code expired', async () => {
    fb.signInWithPhoneNumber.mockResolvedValue(confirmation(() => Promise.reject(firebaseError('auth/code-expired'))));
    await renderLogin();
    await reachOtpStep();
    submitCode();
    expect(await screen.findByTestId('phone-step')).toBeTruthy();
    expect(screen.getByText('Verification Failed')).toBeTruthy();
    expect(screen.getAllByText('OTP has expired. Please request a new code.')).toHaveLength(2); // the toast and the line under the field
  });

  it('stays on the code step, code kept, for a wrong code', async () => {
    const pending = confirmation(() => Promise.reject(firebaseError('auth/invalid-verification-code')));
    fb.signInWithPhoneNumber.mockResolvedValue(pending);
    const { fetch } = await renderLogin();
    await reachOtpStep();
    submitCode('111111');
    expect(await screen.findByText('Invalid OTP. Please check and try again.')).toBeTruthy();
    expect(screen.getByTestId('otp-step')).toBeTruthy();
    expect(codeInput().value).toBe('111111');
    // The confirmation result is kept: the next try goes to Firebase again.
    submitCode('222222');
    await waitFor(() => expect(pending.confirm).toHaveBeenLastCalledWith('222222'));
    expect(sentBodies(fetch, 'POST /api/auth/firebase-verify')).toEqual([]);
  });

  it.each([
    ['auth/invalid-phone-number', 'Could not send OTP', 'Invalid phone number format. Please check and try again.'],
    ['auth/too-many-requests', 'Rate Limited', 'Too many attempts. Please wait 15 minutes before trying again or use test number.'],
    ['auth/app-not-authorized', 'Could not send OTP', 'Authentication service not properly configured. Please contact support.'],
    [
      'auth/unauthorized-domain',
      'Could not send OTP',
      'This domain is not authorized for sign-in with the identity provider. Please contact support to have it added.',
    ],
    ['auth/web-storage-unsupported', 'Could not send OTP', 'Browser storage required for authentication. Please enable cookies and try again.'],
    ['auth/captcha-check-failed', 'Could not send OTP', 'Failed to send OTP'],
  ])('explains %s when sending, and stays on the phone step', async (code, title, message) => {
    fb.signInWithPhoneNumber.mockRejectedValue(firebaseError(code));
    await renderLogin();
    await verifierReady();
    await sendCode();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByTestId('phone-step')).toBeTruthy();
  });

  it("says 'Server error: Invalid response format' when /api/auth/firebase-verify does not answer JSON", async () => {
    fb.signInWithPhoneNumber.mockResolvedValue(confirmation());
    await renderLogin({
      routes: { 'POST /api/auth/firebase-verify': () => new Response('<html>Bad Gateway</html>', { status: 502 }) },
    });
    await reachOtpStep();
    submitCode();
    expect(await screen.findByText('Server error: Invalid response format')).toBeTruthy();
    expect(screen.getByText('Verification Failed')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it("shows the server's refusal of the token", async () => {
    fb.signInWithPhoneNumber.mockResolvedValue(confirmation());
    await renderLogin({
      routes: {
        'POST /api/auth/firebase-verify': () =>
          Response.json({ error: { code: 'identity_failed', message: 'Identity verification failed: token expired' } }, { status: 401 }),
      },
    });
    await reachOtpStep();
    submitCode();
    expect(await screen.findByText('We could not verify your phone sign-in. Please try again.')).toBeTruthy();
  });

  it("reports a set-up failure as 'Setup Error', then recreates the verifier when sending", async () => {
    fb.FakeRecaptchaVerifier.failNext = 1;
    fb.signInWithPhoneNumber.mockResolvedValue(confirmation());
    await renderLogin();
    expect(await screen.findByText('Setup Error')).toBeTruthy();
    expect(screen.getByText('Failed to initialize authentication. Please refresh the page.')).toBeTruthy();
    expect(fb.FakeRecaptchaVerifier.created).toEqual([]);

    await sendCode();
    await screen.findByTestId('otp-step');
    const [verifier] = fb.FakeRecaptchaVerifier.created;
    expect(fb.signInWithPhoneNumber).toHaveBeenCalledWith(fb.auth, '+919876543210', verifier);
  });

  it("gives up after one retry 500 ms later: 'reCAPTCHA not initialized. Please refresh the page.'", async () => {
    fb.FakeRecaptchaVerifier.failNext = 3; // set-up, send, retry
    await renderLogin();
    await screen.findByText('Setup Error');
    const started = Date.now();
    await sendCode();
    expect(await screen.findByText('reCAPTCHA not initialized. Please refresh the page.')).toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(fb.signInWithPhoneNumber).not.toHaveBeenCalled();
  });

  it('explains Firebase failures in Marathi too, and asks Firebase for a Marathi SMS', async () => {
    fb.signInWithPhoneNumber.mockResolvedValue(confirmation(() => Promise.reject(firebaseError('auth/invalid-verification-code'))));
    await i18nReady;
    await i18n.changeLanguage('mr');
    await renderLogin();
    await verifierReady();
    fireEvent.change(screen.getByLabelText('मोबाइल नंबर'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'OTP पाठवा' }));
    fireEvent.change(await screen.findByLabelText('पडताळणी कोड'), { target: { value: '123456' } });
    expect(fb.auth.languageCode).toBe('mr');
    fireEvent.click(screen.getByRole('button', { name: 'पडताळा आणि लॉग इन करा' }));
    expect(await screen.findByText('OTP चुकीचा आहे. कृपया तपासून पुन्हा प्रयत्न करा.')).toBeTruthy();
    expect(screen.getByText('पडताळणी अयशस्वी')).toBeTruthy();
  });

  describe('the provider on its own', () => {
    it('refuses to verify before a code was sent, sending the candidate back for a new one', async () => {
      const failure = await createFirebasePhoneAuth(FIREBASE)
        .verifyCode('+919876543210', '123456')
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PhoneAuthError);
      expect(failure).toMatchObject({ messageKey: 'noConfirmation', code: 'otp_expired' });
    });

    it('will not send without a login screen to hold the reCAPTCHA', async () => {
      const failure = await createFirebasePhoneAuth(FIREBASE)
        .sendCode('+919876543210')
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ messageKey: 'recaptchaNotInitialized' });
      expect(fb.signInWithPhoneNumber).not.toHaveBeenCalled();
    });
  });
});
