// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, i18nReady } from '@web/testing/i18n';
import { sentBodies } from '@web/testing/query-render';
import {
  codeInput,
  confirmation,
  fb,
  firebaseError,
  reachOtpStep,
  renderLogin,
  resetFirebaseFake,
  sendCode,
  submitCode,
  tidyAfterFirebaseTest,
  verifierReady,
} from './firebase-fake';

vi.mock('firebase/app', async () => (await import('./firebase-fake')).firebaseAppModule);
vi.mock('firebase/auth', async () => (await import('./firebase-fake')).firebaseAuthModule);

describe('Firebase phone auth: what goes wrong, and what the candidate is told', () => {
  beforeEach(resetFirebaseFake);
  afterEach(tidyAfterFirebaseTest);

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
    // the retry waits 500 ms: findByText's default 1 s left a loaded machine half a second to render it
    expect(await screen.findByText('reCAPTCHA not initialized. Please refresh the page.', {}, { timeout: 5000 })).toBeTruthy();
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
});
