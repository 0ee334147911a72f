import { Check, Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/cn';
import { num } from '../lib/numbers';
import { PALETTE_STATES, paletteState, type PaletteState } from '../lib/palette';
import type { ExamSession } from '../lib/use-exam-session';

const STATE_CLASSES: Record<PaletteState, string> = {
  'not-visited': 'border-slate-300 bg-white text-slate-800',
  'not-answered': 'border-red-700 bg-red-700 text-white',
  answered: 'border-green-700 bg-green-700 text-white',
  marked: 'border-violet-700 bg-violet-700 text-white',
  'answered-marked': 'border-violet-700 bg-violet-700 text-white',
};

/** The state's colour, with a shape too (tick, flag) so it does not rest on colour alone. */
function StateMark({ state, className }: { state: PaletteState; className?: string }) {
  if (state === 'answered') return <Check aria-hidden="true" className={cn('size-3', className)} />;
  if (state === 'marked') return <Flag aria-hidden="true" className={cn('size-3', className)} />;
  if (state === 'answered-marked')
    return (
      <span aria-hidden="true" className={cn('flex items-center', className)}>
        <Flag className="size-3" />
        <Check className="size-3 rounded-full bg-green-600" />
      </span>
    );
  return null;
}

/** The numbered buttons, one per question, in the five exam-day states, with the legend and counts. */
export function QuestionPalette({ session, onPick }: { session: ExamSession; onPick?: () => void }) {
  const { t } = useTranslation('exam');
  const { questions, answers, visited, index, goTo } = session;
  const states = questions.map((q) => paletteState(answers.get(q.id), visited.has(q.id)));
  const counts = Object.fromEntries(PALETTE_STATES.map((s) => [s, states.filter((x) => x === s).length])) as Record<PaletteState, number>;

  return (
    <div className="space-y-4" data-testid="question-palette">
      <ol className="grid grid-cols-5 gap-2 sm:grid-cols-8 lg:grid-cols-5" aria-label={t('screen.palette')}>
        {questions.map((q, i) => {
          const state = states[i]!;
          const here = i === index;
          return (
            <li key={q.id}>
              <button
                type="button"
                data-state={state}
                aria-current={here ? 'step' : undefined}
                aria-label={`${t('screen.goToQuestion', { n: num(i + 1), state: t(`screen.states.${state}`) })}${here ? ` ${t('screen.current')}` : ''}`}
                onClick={() => {
                  goTo(i);
                  onPick?.();
                }}
                className={cn(
                  'relative flex h-11 w-full items-center justify-center rounded-lg border-2 text-sm font-semibold',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                  STATE_CLASSES[state],
                  here && 'ring-2 ring-amber-500 ring-offset-2',
                )}
              >
                {num(i + 1)}
                <StateMark state={state} className="absolute right-0.5 top-0.5" />
              </button>
            </li>
          );
        })}
      </ol>
      <ul className="space-y-1.5 text-sm text-slate-700" data-testid="palette-legend">
        {PALETTE_STATES.map((state) => (
          <li key={state} className="flex items-center gap-2">
            <span className={cn('flex size-6 shrink-0 items-center justify-center rounded border-2', STATE_CLASSES[state])}>
              <StateMark state={state} />
            </span>
            <span className="flex-1">{t(`screen.states.${state}`)}</span>
            <span className="font-semibold tabular-nums" data-testid={`count-${state}`}>
              {num(counts[state])}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
