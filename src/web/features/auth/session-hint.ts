/**
 * Whether this browser was signed in when it last asked: only a hint for what to start loading before
 * the session call answers (app/boot.ts), never a decision; the session call and the server decide.
 */
const HINT_KEY = 'abhyas-signed-in';

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage off: the next visit just starts without the hint.
  }
}

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}
