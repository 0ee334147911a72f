import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import type { PaymentReturnView } from '../use-payment-return';

/** What happened to the payment the candidate just came back from. */
export function PaymentReturnAlert({ view }: { view: PaymentReturnView }) {
  const { t } = useTranslation('subscription');
  switch (view.phase) {
    case 'none':
      return null;
    case 'activating':
      return <Alert tone="info" data-testid="payment-activating" title={t('pricing.return.activating')} icon={<Spinner className="size-5" />} />;
    case 'success':
      return (
        <Alert tone="success" data-testid="payment-success" title={t('pricing.return.successTitle')}>
          <p>{t('pricing.return.success')}</p>
        </Alert>
      );
    case 'failed':
      return (
        <Alert tone="error" data-testid="payment-failed" title={t('pricing.return.failedTitle')}>
          <p>{t('pricing.return.failed')}</p>
          <p className="font-semibold">{view.message}</p>
          <p className="text-sm break-all">{t('pricing.return.paymentId', { id: view.paymentId })}</p>
          <Button variant="secondary" className="mt-2" onClick={view.retry}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t('pricing.return.retry')}
          </Button>
        </Alert>
      );
    case 'waiting':
      return (
        <Alert tone="info" data-testid="payment-waiting" title={t('pricing.return.waitingTitle')}>
          <p>{t('pricing.return.waiting')}</p>
          <Button variant="secondary" className="mt-2" onClick={view.checkAgain} disabled={view.checking}>
            <RotateCw aria-hidden="true" className={view.checking ? 'size-4 animate-spin' : 'size-4'} />
            {t('pricing.return.checkAgain')}
          </Button>
        </Alert>
      );
    case 'not-paid':
      return (
        <Alert tone="warning" data-testid="payment-not-paid" title={t('pricing.return.notPaidTitle')}>
          <p>{t('pricing.return.notPaid')}</p>
        </Alert>
      );
  }
}
