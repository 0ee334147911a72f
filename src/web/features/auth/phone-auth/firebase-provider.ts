import type { Auth, ConfirmationResult, RecaptchaVerifier } from 'firebase/auth';
import i18n from 'i18next';
import type { AuthConfigResponse } from '@shared/auth';
import { fromFirebaseError } from './firebase-errors';
import { postFirebaseVerify } from './firebase-verify-request';
import { PhoneAuthError } from './phone-auth-error';
import type { PhoneAuthProvider } from './phone-auth-provider';

/** Firebase throttles repeated SMS itself and does not say when; the page waits this long before offering a new code. */
const FIREBASE_RESEND_SECONDS = 30;

/** The public web config GET /api/auth/config sends when Firebase phone auth is on. */
export type FirebaseWebConfig = NonNullable<AuthConfigResponse['firebase']>;

/** The hidden element the login page renders for the invisible reCAPTCHA. */
export const RECAPTCHA_CONTAINER_ID = 'recaptcha-container';
/** Spec 01 §4: the verifier is set up 100 ms after the login screen appears… */
export const RECAPTCHA_SETUP_DELAY_MS = 100;
/** …and, if it is missing when a code is sent, created again with one retry 500 ms later. */
export const RECAPTCHA_RETRY_DELAY_MS = 500;

type FirebaseAuthSdk = typeof import('firebase/auth');
type Firebase = { sdk: FirebaseAuthSdk; auth: Auth };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let loaded: { key: string; promise: Promise<Firebase> } | null = null;

/**
 * The SDK is imported here and only here, on demand: it is ~100 KB of JavaScript that neither the
 * landing page nor a login page without Firebase should download. Loaded once per page.
 */
function loadFirebase(config: FirebaseWebConfig): Promise<Firebase> {
  const key = JSON.stringify(config);
  if (loaded?.key === key) return loaded.promise;
  const promise = Promise.all([import('firebase/app'), import('firebase/auth')]).then(([app, sdk]) => {
    // initializeApp hands back the existing app when called again with the same options.
    const auth = sdk.getAuth(app.initializeApp(config));
    return { sdk, auth };
  });
  loaded = { key, promise };
  // A failed download (offline) is tried again next time instead of being remembered.
  promise.catch(() => {
    if (loaded?.promise === promise) loaded = null;
  });
  return promise;
}

/** SMS and reCAPTCHA in the page's language (Firebase falls back to English where it has none). */
function setSmsLanguage(auth: Auth): void {
  auth.languageCode = i18n.resolvedLanguage ?? 'en';
}

/**
 * Firebase phone sign-in: an invisible reCAPTCHA bound to #recaptcha-container
 * while the login screen is shown, `signInWithPhoneNumber` to send the SMS, `confirm(code)` to check
 * it, then the Firebase ID token goes to POST /api/auth/firebase-verify, which sets our own session
 * cookie. From there on the app's session is the server's, exactly as with the built-in OTP.
 *
 * One instance per login page (the hook memoises it on the config).
 */
export function createFirebasePhoneAuth(config: FirebaseWebConfig): PhoneAuthProvider {
  /** The verifier and the element it rendered into (a child of the container, so a new one can follow). */
  let verifier: { instance: RecaptchaVerifier; host: HTMLElement } | null = null;
  let confirmation: ConfirmationResult | null = null;
  /** The login screen currently attached; a verifier exists only while one is. */
  let screen: symbol | null = null;

  async function createVerifier(): Promise<RecaptchaVerifier> {
    const { sdk, auth } = await loadFirebase(config);
    if (verifier) return verifier.instance;
    const container = screen ? document.getElementById(RECAPTCHA_CONTAINER_ID) : null;
    if (!container) throw new PhoneAuthError('recaptchaNotInitialized', 'service_unavailable', 503);
    setSmsLanguage(auth);
    // A fresh child each time: reCAPTCHA refuses to render twice into the same element.
    const host = container.appendChild(document.createElement('div'));
    try {
      verifier = { instance: new sdk.RecaptchaVerifier(auth, host, { size: 'invisible' }), host };
    } catch (error) {
      host.remove();
      throw error;
    }
    return verifier.instance;
  }

  function clearVerifier(): void {
    if (!verifier) return;
    const { instance, host } = verifier;
    verifier = null;
    try {
      instance.clear();
    } catch {
      // Already destroyed: nothing left to clear.
    }
    host.remove();
  }

  /** Spec 01 §4: recreated when sending if absent, with one retry after 500 ms. */
  async function ensureVerifier(): Promise<void> {
    if (verifier) return;
    try {
      await createVerifier();
    } catch {
      await wait(RECAPTCHA_RETRY_DELAY_MS);
      try {
        await createVerifier();
      } catch (error) {
        throw fromFirebaseError(error, 'recaptchaNotInitialized');
      }
    }
  }

  return {
    name: 'firebase',

    attach({ onSetupError }) {
      const token = Symbol('login screen');
      screen = token;
      const timer = setTimeout(() => {
        createVerifier()
          .then((instance) => instance.render()) // loads Google's script now rather than on the first send
          .catch((error: unknown) => {
            if (screen === token) onSetupError(error);
          });
      }, RECAPTCHA_SETUP_DELAY_MS);
      return () => {
        clearTimeout(timer);
        if (screen !== token) return;
        screen = null;
        clearVerifier();
      };
    },

    async sendCode(phoneNumber) {
      try {
        await ensureVerifier();
        const { sdk, auth } = await loadFirebase(config);
        // The screen may have gone away while the SDK loaded.
        const current = verifier?.instance;
        if (!current) throw new PhoneAuthError('verifierNotInitialized', 'service_unavailable', 503);
        setSmsLanguage(auth);
        confirmation = null;
        confirmation = await sdk.signInWithPhoneNumber(auth, phoneNumber, current);
        return { resendAfterSeconds: FIREBASE_RESEND_SECONDS };
      } catch (error) {
        throw fromFirebaseError(error, 'sendFailed');
      }
    },

    async verifyCode(phoneNumber, code) {
      const pending = confirmation;
      // Nothing to confirm (never sent, or already used): a new code is needed, so back to the phone step.
      if (!pending) throw new PhoneAuthError('noConfirmation', 'otp_expired', 410);
      let credential;
      try {
        credential = await pending.confirm(code);
      } catch (error) {
        const failure = fromFirebaseError(error, 'identityFailed');
        // Spec 01 §4: an expired code (or too many tries) clears the confirmation result.
        if (failure.code === 'otp_expired' || failure.code === 'rate_limited') confirmation = null;
        throw failure;
      }
      // A confirmation result is good for one sign-in.
      confirmation = null;
      const { user } = credential;
      let idToken: string;
      try {
        idToken = await user.getIdToken();
      } catch (error) {
        throw fromFirebaseError(error, 'identityFailed');
      }
      try {
        return await postFirebaseVerify({ idToken, phoneNumber, uid: user.uid });
      } finally {
        // Our session cookie is the sign-in from here on. Firebase's own would outlive an Abhyas
        // logout in this browser's storage, so it is dropped (failure to do so changes nothing).
        void loadFirebase(config)
          .then(({ sdk, auth }) => sdk.signOut(auth))
          .catch(() => {});
      }
    },
  };
}
