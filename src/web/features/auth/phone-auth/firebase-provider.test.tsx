// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentBodies } from '@web/testing/query-render';
import {
  fb,
  FIREBASE,
  confirmation,
  renderLogin,
  resetFirebaseFake,
  sendCode,
  submitCode,
  tidyAfterFirebaseTest,
  verifierReady,
} from './firebase-fake';
import { createFirebasePhoneAuth, RECAPTCHA_CONTAINER_ID } from './firebase-provider';
import { PhoneAuthError } from './phone-auth-error';
import { choosePhoneAuthProvider } from './phone-auth-provider';

vi.mock('firebase/app', async () => (await import('./firebase-fake')).firebaseAppModule);
vi.mock('firebase/auth', async () => (await import('./firebase-fake')).firebaseAuthModule);

describe('Firebase phone auth', () => {
  beforeEach(resetFirebaseFake);
  afterEach(tidyAfterFirebaseTest);

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
