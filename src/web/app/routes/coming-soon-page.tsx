import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@web/components/ui/card';
import type { AreaKey } from '@web/lib/areas';

/** Stands in for an area whose page is not built yet: it names the area and promises nothing else. */
export default function ComingSoonPage({ area }: { area: AreaKey }) {
  const { t } = useTranslation(['shell', 'nav']);
  const name = t(`nav:areas.${area}`);
  return (
    <Card data-testid="coming-soon" className="mx-auto max-w-xl text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-orange-100 text-orange-700">
        <Hammer aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-4 text-2xl font-semibold text-indigo-900">{name}</h1>
      <p className="mt-2 inline-block rounded-full bg-indigo-50 px-3 py-1 text-sm font-semibold text-indigo-800">{t('shell:comingSoon.badge')}</p>
      <p className="mt-3 text-slate-600">{t('shell:comingSoon.body', { area: name })}</p>
    </Card>
  );
}
