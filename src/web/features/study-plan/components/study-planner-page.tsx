import { useEffect, useRef, useState } from 'react';
import { CalendarRange, ChevronRight, ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { aiLanguageFromUi } from '@web/lib/ai-language';
import { downloadBlob } from '@web/lib/download';
import { errorText } from '@web/lib/error-text';
import { useGenerateMicroPlan } from '../api/generate-micro-plan';
import { defaultPlanForm, planRequest, type PlanFormValues } from '../lib/micro-plan-form';
import { planFileName, planText, type GeneratedPlan } from '../lib/plan-text';
import { PlanCard } from './plan-card';
import { PlanConfigForm } from './plan-config-form';
import { PageHeader } from '@web/components/ui/page-header';

/** /study-planner: configure a 1–2 hour session, get its plan, export it. */
export default function StudyPlannerPage() {
  const { t, i18n } = useTranslation('study-plan', { keyPrefix: 'planner' });
  const [values, setValues] = useState<PlanFormValues>(() => defaultPlanForm(aiLanguageFromUi(i18n.resolvedLanguage)));
  const [generated, setGenerated] = useState<GeneratedPlan | null>(null);
  const generate = useGenerateMicroPlan();
  // On a phone the plan comes below the form, out of sight: a new plan is brought into view (and not on a desktop,
  // where it is beside the form already).
  const planPanel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = planPanel.current;
    if (!generated || !panel) return;
    const top = panel.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.6) panel.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [generated]);

  function submit() {
    const request = planRequest(values);
    if (!request) return;
    generate.mutate(request, {
      onSuccess: (response) => setGenerated({ request, response }),
      onError: (error) => toast.error(t('errors.title'), { description: errorText(error) }),
    });
  }

  function exportPlan() {
    if (!generated) return;
    const text = planText(generated, t, i18n.resolvedLanguage);
    const fileName = planFileName(generated.request.subject);
    downloadBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName);
    toast.success(t('plan.exported', { file: fileName }));
  }

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-4">
          <PlanConfigForm values={values} onChange={setValues} onSubmit={submit} pending={generate.isPending} />
          <Link
            to="/ai-study-planner"
            className="flex min-h-11 items-center gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 p-4 text-indigo-950 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <CalendarRange aria-hidden="true" className="size-6 shrink-0 text-indigo-700" />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">{t('ninetyDayLink.title')}</span>
              <span className="block text-sm">{t('ninetyDayLink.body')}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
          </Link>
        </div>
        <div ref={planPanel} className="min-w-0 scroll-mt-20" data-testid="plan-panel">
          <Card className="space-y-4">
            <h2 className="text-xl font-semibold text-indigo-900">{t('plan.title')}</h2>
            {generate.isError && (
              <Alert tone="error" title={t('errors.title')} data-testid="plan-error">
                <p>{errorText(generate.error)}</p>
              </Alert>
            )}
            {generated ? (
              <PlanCard generated={generated} onExport={exportPlan} />
            ) : (
              <div className="flex flex-col items-center py-10 text-center" data-testid="plan-empty">
                <span className="flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
                  <ClipboardList aria-hidden="true" className="size-7" />
                </span>
                <p className="mt-3 font-semibold text-slate-800">{t('plan.empty')}</p>
                <p className="text-slate-600">{t('plan.emptyHint')}</p>
              </div>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}
