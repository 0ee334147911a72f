import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import type { HotspotDto } from '@shared/maps';
import { cn } from '@web/lib/cn';
import { contentCode, hotspotName, TYPE_COLOURS } from '../lib/map-text';

/** Places of interest with their type and difficulty; the list's height is capped (spec 02 §9). */
export function PlaceList({
  title,
  places,
  viewed,
  selectedId,
  onPick,
  testId,
  compact = false,
}: {
  title: string;
  places: HotspotDto[];
  viewed: Set<string>;
  selectedId?: string;
  onPick: (h: HotspotDto) => void;
  testId: string;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('maps');
  const code = contentCode(i18n.resolvedLanguage);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4" data-testid={testId}>
      <h2 className="mb-2 font-semibold text-slate-900">{title}</h2>
      <ul className={cn('grid gap-1', compact ? 'sm:grid-cols-2' : 'max-h-80 overflow-y-auto')}>
        {places.map((h) => (
          <li key={h.id}>
            <button
              type="button"
              onClick={() => onPick(h)}
              aria-pressed={selectedId === h.id}
              data-testid="place"
              data-hotspot-id={h.id}
              className={cn(
                'flex min-h-11 w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left',
                selectedId === h.id ? 'bg-indigo-50' : 'hover:bg-slate-50',
              )}
            >
              <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: TYPE_COLOURS[h.hotspotType] }} />
              <span className="flex-1">
                <span className="block font-medium text-slate-900">{hotspotName(h, code)}</span>
                <span className="text-xs text-slate-600">
                  {t(`types.${h.hotspotType}`)} · {t(`difficulty.${h.difficulty}`)}
                </span>
              </span>
              {viewed.has(h.id) && <Check aria-label={t('explore.viewed')} className="size-4 shrink-0 text-green-700" />}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
