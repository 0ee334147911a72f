import { useTranslation } from 'react-i18next';
import { PLAN_TYPES, PLANS } from '@shared/constants';
import { Card } from '@web/components/ui/card';
import { localDigits } from '@web/lib/digits';
import { formatRupees } from '@web/lib/format';

const SECTIONS = ['service', 'account', 'plans', 'data', 'ai', 'conduct', 'changes'] as const;

type TermsPageProps = {
  /** The free trial's length on this installation (TRIAL_DAYS), once the public config has arrived. */
  trialDays: number | null;
  /** The operator's published contact (SUPPORT_CONTACT), or null when none is published. */
  supportContact: string | null;
};

/** /terms (linked from the login page): the plans are non-refundable, what data is kept and why, and who to contact. */
export default function TermsPage({ trialDays, supportContact }: TermsPageProps) {
  const { t } = useTranslation('terms');
  return (
    <Card className="mx-auto max-w-3xl space-y-6" data-testid="terms">
      <header>
        <h1 className="text-2xl font-semibold text-indigo-900">{t('title')}</h1>
        <p className="mt-1 text-slate-600">{t('intro')}</p>
      </header>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`terms-${section}`} className="space-y-2">
          <h2 id={`terms-${section}`} className="text-lg font-semibold text-slate-900">
            {t(`${section}.title`)}
          </h2>
          {section === 'plans' && (
            <>
              <p>{trialDays === null ? t('plans.trialUnknown') : t('plans.trial', { count: trialDays, n: localDigits(trialDays) })}</p>
              <ul className="list-disc space-y-1 pl-6">
                {PLAN_TYPES.map((type) => (
                  <li key={type}>{t('plans.plan', { price: formatRupees(PLANS[type].price), n: localDigits(PLANS[type].days) })}</li>
                ))}
              </ul>
            </>
          )}
          {(t(`${section}.points`, { returnObjects: true }) as string[]).map((point) => (
            <p key={point} className="text-slate-800">
              {point}
            </p>
          ))}
        </section>
      ))}
      <section aria-labelledby="terms-contact" className="space-y-2 rounded-xl bg-indigo-50 p-4">
        <h2 id="terms-contact" className="text-lg font-semibold text-slate-900">
          {t('contact.title')}
        </h2>
        <p data-testid="terms-contact">{supportContact ? t('contact.published', { contact: supportContact }) : t('contact.none')}</p>
      </section>
    </Card>
  );
}
