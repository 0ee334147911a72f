import { Cpu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EngineInfo } from '@shared/ai';
import { cn } from '@web/lib/cn';

type EngineBadgeProps = Pick<EngineInfo, 'engine' | 'model'> & Partial<Pick<EngineInfo, 'fallback' | 'cached'>> & { className?: string };

/** Who made an AI answer ("Made by: offline engine"), and a plain note when the offline engine stood in. */
export function EngineBadge({ engine, model, fallback, cached, className }: EngineBadgeProps) {
  const { t } = useTranslation('common');
  return (
    <div className={cn('flex flex-col gap-1', className)} data-testid="engine-badge" data-engine={engine}>
      <span className="inline-flex w-fit max-w-full items-start gap-1.5 rounded-2xl border border-slate-200 bg-slate-50 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
        <Cpu aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-indigo-700" />
        <span className="min-w-0 break-words">
          {t('engine.madeBy', { engine: t(`engine.names.${engine}`) })}
          {model && <span className="font-normal text-slate-600"> · {model}</span>}
          {cached && <span className="font-normal text-slate-600"> · {t('engine.cached')}</span>}
        </span>
      </span>
      {fallback && (
        <span className="text-xs text-amber-800" data-testid="engine-fallback">
          {t('engine.fallback')}
        </span>
      )}
    </div>
  );
}
