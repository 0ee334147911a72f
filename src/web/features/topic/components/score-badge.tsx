import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/cn';
import { scoreVariant } from '../lib/quiz';

/** "Score: 7/10 (70%)": the default style at 70 % or more, destructive below. */
export function ScoreBadge({ correct, total, percent }: { correct: number; total: number; percent: number }) {
  const { t } = useTranslation('topic');
  const variant = scoreVariant(percent);
  return (
    <span
      data-testid="score-badge"
      data-variant={variant}
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold',
        variant === 'default' ? 'bg-indigo-700 text-white' : 'bg-red-600 text-white',
      )}
    >
      {t('questions.score', { correct, total, percent })}
    </span>
  );
}
