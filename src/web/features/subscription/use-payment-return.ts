import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '@web/lib/error-text';
import { useActivateSubscription } from './api/activate-subscription';
import { getSubscriptionStatusQueryOptions } from './api/get-subscription-status';
import { clearPendingPlan, readPendingPlan } from './lib/pending-plan';
import { readPaymentReturn, type PaymentReturn } from './lib/payment-return';

/** Spec 01 §9: after a successful payment the app opens 2 to 3 seconds later. */
export const SUCCESS_REDIRECT_MS = 2500;
/** While a payment=success return waits for the webhook, the status is re-read this often. */
const CONFIRMATION_POLL_MS = 5000;

export type PaymentReturnView =
  | { phase: 'none' }
  | { phase: 'activating' }
  | { phase: 'success' }
  | { phase: 'failed'; message: string; paymentId: string; retry: () => void }
  | { phase: 'waiting'; checking: boolean; checkAgain: () => void }
  | { phase: 'not-paid' };

type Activation = { phase: 'activating' } | { phase: 'success' } | { phase: 'failed'; message: string };

/**
 * Spec 01 §4 Payment and activation, for /pricing: a signed callback is sent to the server once; a
 * bare payment=success only re-reads the status (the webhook may have activated the plan already).
 * On success the pending plan is forgotten and the app opens after 2.5 s.
 */
export function usePaymentReturn(): PaymentReturnView {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read once, on arrival: the page's own state changes never rewrite the query string.
  const [paymentReturn] = useState<PaymentReturn>(() => readPaymentReturn(params, readPendingPlan()));
  const waiting = paymentReturn.kind === 'unconfirmed';
  const status = useQuery({ ...getSubscriptionStatusQueryOptions(), refetchInterval: waiting ? CONFIRMATION_POLL_MS : false });
  const { mutateAsync: activate } = useActivateSubscription();
  const [activation, setActivation] = useState<Activation>({ phase: 'activating' });
  const started = useRef(false);

  // State changes only when the answer comes (the first attempt starts in 'activating').
  const sendActivation = useCallback(() => {
    if (paymentReturn.kind !== 'callback') return;
    activate({ planType: paymentReturn.planType, ...paymentReturn.callback }).then(
      () => setActivation({ phase: 'success' }),
      (error: unknown) => setActivation({ phase: 'failed', message: errorText(error) }),
    );
  }, [activate, paymentReturn]);

  const retryActivation = useCallback(() => {
    setActivation({ phase: 'activating' });
    sendActivation();
  }, [sendActivation]);

  useEffect(() => {
    // Once per arrival, also under StrictMode's double effects: the server should see one activation.
    if (started.current) return;
    started.current = true;
    if (paymentReturn.kind === 'callback') sendActivation();
    if (paymentReturn.kind === 'unconfirmed') {
      // A cached status predates the payment; a read already under way (the page's first) is recent enough.
      void queryClient.invalidateQueries({ queryKey: getSubscriptionStatusQueryOptions().queryKey }, { cancelRefetch: false });
    }
  }, [paymentReturn, sendActivation, queryClient]);

  const confirmedPaid = waiting && status.data?.isPaid === true;
  const succeeded = (paymentReturn.kind === 'callback' && activation.phase === 'success') || confirmedPaid;

  useEffect(() => {
    if (!succeeded) return;
    clearPendingPlan();
    const timer = setTimeout(() => void navigate('/', { replace: true }), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  if (succeeded) return { phase: 'success' };
  switch (paymentReturn.kind) {
    case 'none':
      return { phase: 'none' };
    case 'not-paid':
      return { phase: 'not-paid' };
    case 'unconfirmed':
      return { phase: 'waiting', checking: status.isFetching, checkAgain: () => void status.refetch() };
    case 'callback':
      if (activation.phase === 'failed') {
        return { phase: 'failed', message: activation.message, paymentId: paymentReturn.callback.razorpay_payment_id, retry: retryActivation };
      }
      return { phase: 'activating' };
  }
}
