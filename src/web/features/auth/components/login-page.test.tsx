// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '@shared/auth';
import { apiError, sentBodies, stubFetch } from '@web/testing/query-render';
import { renderLoginScreen } from '../login-harness';

const USER = { id: 'u1', phoneNumber: '+919999999999', firstName: null, lastName: null, email: null, education: null, college: null };
const SENT = { success: true, message: 'OTP sent', phoneNumber: '+919876543210', expiresInSeconds: 300, resendAfterSeconds: 30 };

type Routes = Parameters<typeof stubFetch>[0];

async function renderLogin(routes: Routes) {
  let session: SessionResponse = { isAuthenticated: false, user: null };
  const fetch = stubFetch({
    'GET /api/auth/session': () => Response.json(session),
    'GET /api/auth/config': () => Response.json({ firebase: null, testNumbers: ['+919999999999'], trialDays: 7, supportContact: null }),
    ...routes,
    'POST /api/auth/otp/verify': async (init) => {
      const answer = await (routes['POST /api/auth/otp/verify']?.(init) ?? apiError(500, 'internal_error', 'no route'));
      if (answer.ok) session = { isAuthenticated: true, user: USER };
      return answer;
    },
  });
  await renderLoginScreen();
  return fetch;
}

const phoneInput = () => screen.getByLabelText('Mobile number');
const codeInput = () => screen.getByLabelText<HTMLInputElement>('Verification code');

async function reachOtpStep(phone = '98765 43210') {
  fireEvent.change(phoneInput(), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByTestId('otp-step');
}

describe('LoginPage', () => {
  afterEach(() => {
    toast.dismiss(); // sonner's toast list is module-wide: start each test without the last one's
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for a number before sending, then sends it as +91 and moves to the code step', async () => {
    const fetch = await renderLogin({ 'POST /api/auth/otp/send': () => Response.json(SENT) });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter your phone number')).toBeTruthy();

    await reachOtpStep();
    expect(sentBodies(fetch, 'POST /api/auth/otp/send')).toEqual([{ phoneNumber: '+919876543210' }]);
    expect(screen.getByText('Verification code sent to +919876543210')).toBeTruthy();
    expect(screen.getByTestId('otp-step').textContent).toContain('Check your phone: we sent the code to +919876543210');
    const code = codeInput();
    expect([code.inputMode, code.autocomplete, code.maxLength]).toEqual(['numeric', 'one-time-code', 6]);
  });

  it('links the terms of service', async () => {
    await renderLogin({});
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
  });

  it('shows the test numbers outside production', async () => {
    await renderLogin({});
    expect((await screen.findByTestId('test-numbers')).textContent).toContain('+919999999999');
  });

  it('keeps digits only in the code field', async () => {
    await renderLogin({ 'POST /api/auth/otp/send': () => Response.json(SENT) });
    await reachOtpStep();
    fireEvent.change(codeInput(), { target: { value: '12a 3-4' } });
    expect(codeInput().value).toBe('1234');
  });

  it('shows the server message for a wrong code and stays on the code step', async () => {
    await renderLogin({
      'POST /api/auth/otp/send': () => Response.json(SENT),
      'POST /api/auth/otp/verify': () => apiError(400, 'otp_invalid', 'Invalid OTP. Please check and try again.'),
    });
    await reachOtpStep();
    fireEvent.change(codeInput(), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByText('Verification Failed')).toBeTruthy();
    // in the toast and under the field, which is marked invalid until the code changes
    expect(screen.getAllByText('Invalid OTP. Please check and try again.')).toHaveLength(2);
    expect(screen.getByTestId('code-error').textContent).toBe('Invalid OTP. Please check and try again.');
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    expect(codeInput().getAttribute('aria-describedby')).toContain(screen.getByTestId('code-error').id);
    expect(screen.getByTestId('otp-step')).toBeTruthy();
    expect(codeInput().value).toBe('111111');
    fireEvent.change(codeInput(), { target: { value: '1111' } });
    expect(screen.queryByTestId('code-error')).toBeNull();
    expect(codeInput().getAttribute('aria-invalid')).toBeNull();
  });

  it('offers a new code only after the cooldown the server gave, counting down', async () => {
    // Only the clock is fake (the page's one-second tick stays real): the countdown moves when the test moves time.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fetch = await renderLogin({ 'POST /api/auth/otp/send': () => Response.json({ ...SENT, resendAfterSeconds: 3 }) });
      await reachOtpStep();
      const resend = () => screen.getByTestId<HTMLButtonElement>('resend-code');
      expect(resend().disabled).toBe(true);
      expect(resend().textContent).toBe('Resend code in 3 seconds');
      vi.setSystemTime(Date.now() + 1000);
      await waitFor(() => expect(resend().textContent).toBe('Resend code in 2 seconds'), { timeout: 3000 });
      expect(resend().disabled).toBe(true);
      vi.setSystemTime(Date.now() + 2000);
      await waitFor(() => expect(resend().textContent).toBe('Resend code'), { timeout: 3000 });
      expect(resend().disabled).toBe(false);
      fireEvent.click(resend());
      await waitFor(() => expect(sentBodies(fetch, 'POST /api/auth/otp/send')).toHaveLength(2));
      await waitFor(() => expect(resend().textContent).toBe('Resend code in 3 seconds'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a missing number under the field as well as in the toast', async () => {
    await renderLogin({});
    fireEvent.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect((await screen.findByTestId('phone-error')).textContent).toBe('Please enter your phone number');
    fireEvent.change(phoneInput(), { target: { value: '9' } });
    expect(screen.queryByTestId('phone-error')).toBeNull();
  });

  it('goes back to the phone step with the code cleared when the code expired', async () => {
    await renderLogin({
      'POST /api/auth/otp/send': () => Response.json(SENT),
      'POST /api/auth/otp/verify': () => apiError(410, 'otp_expired', 'OTP has expired. Please request a new code.'),
    });
    await reachOtpStep();
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByTestId('phone-step')).toBeTruthy();
    expect(screen.getByTestId('phone-error').textContent).toBe('OTP has expired. Please request a new code.'); // and in the toast
    // A new code is needed: sending again opens an empty code field.
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByTestId('otp-step');
    expect(codeInput().value).toBe('');
  });

  it('goes back to the phone step silently, code cleared, when rate limited', async () => {
    await renderLogin({
      'POST /api/auth/otp/send': () => Response.json(SENT),
      'POST /api/auth/otp/verify': () => apiError(429, 'rate_limited', 'Too many attempts.'),
    });
    await reachOtpStep();
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByTestId('phone-step')).toBeTruthy();
    expect(screen.queryByText('Too many attempts.')).toBeNull();
    expect(screen.queryByText('Verification Failed')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByTestId('otp-step');
    expect(codeInput().value).toBe('');
  });

  it("'Back to Phone Number' returns to the first step", async () => {
    await renderLogin({ 'POST /api/auth/otp/send': () => Response.json(SENT) });
    await reachOtpStep();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Phone Number' }));
    expect(await screen.findByTestId('phone-step')).toBeTruthy();
  });

  it('signs a test number in, re-reads the session, and goes to /study-planner after 1 s', async () => {
    const fetch = await renderLogin({
      'POST /api/auth/otp/send': () => Response.json({ ...SENT, phoneNumber: '+919999999999' }),
      'POST /api/auth/otp/verify': () => Response.json({ success: true, message: 'Test login successful!', user: USER }),
    });
    await reachOtpStep('9999999999');
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByText('Test login successful!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeTruthy();
    expect(sentBodies(fetch, 'POST /api/auth/otp/verify')).toEqual([{ phoneNumber: '+919999999999', code: '123456' }]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/study-planner'), { timeout: 2500 });
    expect(sentBodies(fetch, 'GET /api/auth/session')).toHaveLength(2);
  });
});
