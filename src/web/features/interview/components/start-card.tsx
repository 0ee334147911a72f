import { Lightbulb, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentLang } from '@shared/language';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Segmented } from '@web/components/ui/segmented';
import { errorText } from '@web/lib/error-text';
import { useStartSession } from '../api/interview';
import { loadDaf, saveDaf } from '../lib/daf-details';

const TIPS = ['listen', 'structure', 'honest', 'examples', 'calm'] as const;

/** The start card (spec 02 §2): tips, the language, optional DAF details, Start. */
export function StartCard({ onStarted }: { onStarted: (id: string) => void }) {
  const { t, i18n } = useTranslation('interview');
  const [language, setLanguage] = useState<ContentLang>(i18n.resolvedLanguage === 'mr' ? 'marathi' : 'english');
  const [daf, setDaf] = useState(loadDaf);
  const start = useStartSession();

  const submit = () => {
    saveDaf(daf);
    start.mutate({ count: 5, language, district: daf.district, hobby: daf.hobby }, { onSuccess: (s) => onStarted(s.id) });
  };

  return (
    <Card className="space-y-5" data-testid="interview-start">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{t('start.title')}</h2>
        <p className="mt-1 text-slate-700">{t('start.intro')}</p>
      </div>
      <div className="rounded-xl bg-amber-50 p-4">
        <p className="flex items-center gap-2 font-semibold text-amber-900">
          <Lightbulb aria-hidden="true" className="size-5" />
          {t('start.tipsTitle')}
        </p>
        <ul className="mt-2 list-disc space-y-1 ps-6 text-slate-800">
          {TIPS.map((k) => (
            <li key={k}>{t(`start.tips.${k}`)}</li>
          ))}
        </ul>
      </div>
      <Segmented
        label={t('start.language')}
        name="interview-language"
        value={language}
        onChange={setLanguage}
        options={[
          { value: 'english', label: t('start.english') },
          { value: 'marathi', label: t('start.marathi') },
        ]}
        data-testid="interview-language"
      />
      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900">{t('start.dafTitle')}</legend>
        <p className="text-sm text-slate-600">{t('start.dafHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('start.district')}>
            {(p) => (
              <Input
                {...p}
                value={daf.district}
                maxLength={80}
                placeholder={t('start.districtPlaceholder')}
                onChange={(e) => setDaf({ ...daf, district: e.target.value })}
                data-testid="daf-district"
              />
            )}
          </FormField>
          <FormField label={t('start.hobby')}>
            {(p) => (
              <Input
                {...p}
                value={daf.hobby}
                maxLength={80}
                placeholder={t('start.hobbyPlaceholder')}
                onChange={(e) => setDaf({ ...daf, hobby: e.target.value })}
                data-testid="daf-hobby"
              />
            )}
          </FormField>
        </div>
      </fieldset>
      {start.isError && (
        <Alert tone="error" title={t('start.failed')}>
          <p>{errorText(start.error)}</p>
        </Alert>
      )}
      <Button onClick={submit} disabled={start.isPending} data-testid="start-interview" className="w-full sm:w-auto">
        <Play aria-hidden="true" className="size-4" />
        {start.isPending ? t('start.starting') : t('start.button')}
      </Button>
    </Card>
  );
}
