import { useTranslation } from 'react-i18next';

/** Related or suggested topics as chips; a click fills the topic field. */
export function TopicChips({
  label,
  topics,
  onPick,
  testId,
}: {
  label: string;
  topics: readonly string[];
  onPick: (topic: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation('topic');
  if (topics.length === 0) return null;
  return (
    <div className="space-y-1.5" data-testid={testId}>
      <p className="text-sm font-semibold text-slate-700">{label}</p>
      <div className="flex flex-wrap gap-2">
        {topics.map((topic) => (
          <button
            key={topic}
            type="button"
            onClick={() => onPick(topic)}
            aria-label={t('useTopic', { topic })}
            className="min-h-9 rounded-2xl border border-indigo-200 bg-indigo-50 px-3 py-1 text-left text-sm font-semibold text-indigo-800 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {topic}
          </button>
        ))}
      </div>
    </div>
  );
}
