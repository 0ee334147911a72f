import { useState } from 'react';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Segmented } from '@web/components/ui/segmented';

export type FullLengthPaper = 'gs' | 'csat';

/** The full-length prelims papers (GS by the paper's subject weights, CSAT by its sections), scored as MPSC does. */
export function FullLengthCard({ busy, onStart }: { busy: boolean; onStart: (paper: FullLengthPaper, language: 'english' | 'marathi') => void }) {
  const { t, i18n } = useTranslation('exam');
  const [language, setLanguage] = useState<'english' | 'marathi'>(i18n.resolvedLanguage === 'mr' ? 'marathi' : 'english');
  return (
    <Card className="space-y-4" data-testid="full-length">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-indigo-900">
        <FileText aria-hidden="true" className="size-5" />
        {t('mock.fullTitle')}
      </h2>
      <p className="text-sm text-slate-600">{t('mock.fullBody')}</p>
      <Segmented
        label={t('mock.fullLanguage')}
        name="full-language"
        value={language}
        onChange={setLanguage}
        options={[
          { value: 'english', label: t('languages.english') },
          { value: 'marathi', label: t('languages.marathi') },
        ]}
      />
      <div className="flex flex-col gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => onStart('gs', language)} data-testid="start-full-gs">
          {t('mock.fullGs')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onStart('csat', language)} data-testid="start-full-csat">
          {t('mock.fullCsat')}
        </Button>
      </div>
    </Card>
  );
}
