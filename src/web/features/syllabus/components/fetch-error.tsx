import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorText } from '@web/lib/error-text';

/** A failed load, with the reason in the candidate's language and a retry. */
export function FetchError({ title, error, onRetry, busy }: { title: string; error: unknown; onRetry: () => void; busy: boolean }) {
  const { t } = useTranslation('syllabus');
  return (
    <Alert tone="error" title={title} data-testid="fetch-error">
      <p>{errorText(error)}</p>
      <Button variant="secondary" className="mt-2" onClick={onRetry} disabled={busy}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('retry')}
      </Button>
    </Alert>
  );
}
