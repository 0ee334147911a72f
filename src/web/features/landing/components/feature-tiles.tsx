import { BookMarked, GraduationCap, Target, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const FEATURES: ReadonlyArray<{ key: 'material' | 'guidance' | 'quick' | 'results'; Icon: LucideIcon }> = [
  { key: 'material', Icon: BookMarked },
  { key: 'guidance', Icon: GraduationCap },
  { key: 'quick', Icon: Zap },
  { key: 'results', Icon: Target },
];

export function FeatureTiles() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="features-title">
      <h2 id="features-title" className="sr-only">
        {t('features.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {FEATURES.map(({ key, Icon }) => (
          <li key={key} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-orange-100 text-orange-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{t(`features.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`features.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
