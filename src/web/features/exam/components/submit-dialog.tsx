import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { num } from '../lib/numbers';
import type { AnswerCounts } from '../lib/palette';
import { Modal } from './modal';

/** Before submitting: how many answered, not answered and marked, and a last chance to go back. */
export function SubmitDialog({
  counts,
  busy,
  onCancel,
  onConfirm,
}: {
  counts: AnswerCounts;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('exam');
  const rows = [
    ['answered', counts.answered, 'text-green-800'],
    ['notAnswered', counts.notAnswered, 'text-red-700'],
    ['marked', counts.marked, 'text-violet-800'],
  ] as const;
  return (
    <Modal title={t('confirm.title')} closeLabel={t('confirm.cancel')} onClose={onCancel} data-testid="submit-dialog">
      <p className="text-slate-700">{t('confirm.body')}</p>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {rows.map(([key, value, colour]) => (
          <div key={key} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-700">{t(`confirm.${key}`)}</dt>
            <dd className={`text-2xl font-bold ${colour}`} data-testid={`confirm-${key}`}>
              {num(value)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('confirm.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} data-testid="confirm-submit">
          {busy ? t('screen.submitting') : t('confirm.submit')}
        </Button>
      </div>
    </Modal>
  );
}
