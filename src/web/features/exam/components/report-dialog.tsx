import { useState, type FormEvent } from 'react';
import { QUESTION_REPORT_REASONS } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Select } from '@web/components/ui/select';
import { errorText } from '@web/lib/error-text';
import { useReportQuestion } from '../api/report-question';
import { Modal } from './modal';

type Reason = (typeof QUESTION_REPORT_REASONS)[number];
const MAX_TEXT = 2000;

/** "Report this question": a reason and optional details, stored on the server for the content team. */
export function ReportDialog({ attemptId, questionId, onClose }: { attemptId: string; questionId: string; onClose: () => void }) {
  const { t } = useTranslation('exam');
  const [reason, setReason] = useState<Reason>('wrong-answer');
  const [text, setText] = useState('');
  const report = useReportQuestion(attemptId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate(
      { questionId, body: { reason, text: text.trim() } },
      {
        onSuccess: () => {
          toast.success(t('report.sent'));
          onClose();
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };

  return (
    <Modal title={t('report.title')} closeLabel={t('report.cancel')} onClose={onClose} data-testid="report-dialog">
      <form className="space-y-4" onSubmit={onSubmit}>
        <FormField label={t('report.reason')}>
          {(control) => (
            <Select {...control} name="reason" value={reason} onChange={(e) => setReason(e.target.value as Reason)}>
              {QUESTION_REPORT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`report.reasons.${r}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('report.text')} hint={t('report.textHint')}>
          {(control) => (
            <textarea
              {...control}
              name="text"
              rows={4}
              maxLength={MAX_TEXT}
              value={text}
              onChange={(e) => setText(e.target.value)}
              className="block w-full rounded-xl border border-slate-300 px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
            />
          )}
        </FormField>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" disabled={report.isPending} data-testid="send-report">
            {report.isPending ? t('report.sending') : t('report.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
