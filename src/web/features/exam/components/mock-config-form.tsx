import { useState, type FormEvent } from 'react';
import { DIFFICULTIES, MOCK_QUESTION_COUNTS, MOCK_SECONDS_PER_QUESTION, type PlannerSubjectId } from '@shared/constants';
import type { MockTopics } from '@shared/exam';
import { CircleAlert, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Segmented } from '@web/components/ui/segmented';
import { cn } from '@web/lib/cn';
import { plannerSubjectName } from '@web/lib/subject-name';
import { num } from '../lib/numbers';

export interface MockConfig {
  subjects: PlannerSubjectId[];
  topics: string[];
  difficulty: (typeof DIFFICULTIES)[number];
  questionCount: (typeof MOCK_QUESTION_COUNTS)[number];
  language: 'english' | 'marathi';
}

const chip = (on: boolean) =>
  cn(
    'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm font-semibold',
    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
    on ? 'border-indigo-700 bg-indigo-50 text-indigo-900' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  );

/** Spec 02 §2 Mock Tests, configuration: subjects → topics, difficulty, count, language. */
export function MockConfigForm({ catalogue, busy, onStart }: { catalogue: MockTopics; busy: boolean; onStart: (config: MockConfig) => void }) {
  const { t, i18n } = useTranslation('exam');
  const first = catalogue[0];
  const [subjects, setSubjects] = useState<PlannerSubjectId[]>(first ? [first.subject] : []);
  const [topics, setTopics] = useState<string[]>(first ? first.topics.map((x) => x.id) : []);
  const [difficulty, setDifficulty] = useState<MockConfig['difficulty']>('medium');
  const [questionCount, setQuestionCount] = useState<MockConfig['questionCount']>(10);
  const [language, setLanguage] = useState<MockConfig['language']>(i18n.resolvedLanguage === 'mr' ? 'marathi' : 'english');
  const [showError, setShowError] = useState(false);
  const mr = i18n.resolvedLanguage === 'mr';

  const toggleSubject = (id: PlannerSubjectId) => {
    const entry = catalogue.find((s) => s.subject === id);
    const ids = entry?.topics.map((x) => x.id) ?? [];
    if (subjects.includes(id)) {
      // Unselecting a subject removes its topics from the selection (spec 02 §5).
      setSubjects(subjects.filter((s) => s !== id));
      setTopics(topics.filter((x) => !ids.includes(x)));
    } else {
      setSubjects([...subjects, id]);
      setTopics([...topics, ...ids]);
    }
  };
  const toggleTopic = (id: string) => setTopics(topics.includes(id) ? topics.filter((x) => x !== id) : [...topics, id]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (topics.length === 0) {
      setShowError(true);
      return;
    }
    onStart({ subjects, topics, difficulty, questionCount, language });
  };

  const minutes = (questionCount * MOCK_SECONDS_PER_QUESTION) / 60;
  return (
    <Card className="space-y-5" data-testid="mock-config">
      <h2 className="text-xl font-semibold text-indigo-900">{t('mock.configTitle')}</h2>
      <form className="space-y-5" onSubmit={onSubmit} noValidate>
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-700">{t('mock.subjects')}</legend>
          <div className="flex flex-wrap gap-2">
            {catalogue.map(({ subject }) => (
              <label key={subject} className={chip(subjects.includes(subject))}>
                <input
                  type="checkbox"
                  className="size-4 accent-indigo-700"
                  checked={subjects.includes(subject)}
                  onChange={() => toggleSubject(subject)}
                />
                {plannerSubjectName(subject)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="space-y-3" data-testid="topic-list">
          <p className="text-sm font-semibold text-slate-700">{t('mock.topics')}</p>
          {subjects.length === 0 && <p className="text-sm text-slate-600">{t('mock.chooseSubjectFirst')}</p>}
          {catalogue
            .filter((s) => subjects.includes(s.subject))
            .map((s) => (
              <fieldset key={s.subject} className="space-y-2 rounded-xl border border-slate-200 p-3">
                <legend className="px-1 text-sm font-semibold text-indigo-900">{plannerSubjectName(s.subject)}</legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {s.topics.map((topic) => (
                    <label key={topic.id} className={chip(topics.includes(topic.id))}>
                      <input
                        type="checkbox"
                        className="size-4 shrink-0 accent-indigo-700"
                        checked={topics.includes(topic.id)}
                        onChange={() => toggleTopic(topic.id)}
                      />
                      <span className="flex-1">{mr ? topic.name.mr : topic.name.en}</span>
                      <span className="shrink-0 text-xs font-normal text-slate-600">
                        {t('mock.questionsInTopic', { count: topic.questions, n: num(topic.questions) })}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          {showError && topics.length === 0 && (
            <p role="alert" className="flex items-center gap-1.5 text-sm font-semibold text-red-700" data-testid="topic-error">
              <CircleAlert aria-hidden="true" className="size-4" />
              {t('mock.selectTopic')}
            </p>
          )}
        </div>
        <Segmented
          label={t('mock.difficulty')}
          name="difficulty"
          value={difficulty}
          onChange={setDifficulty}
          options={DIFFICULTIES.map((d) => ({ value: d, label: t(`mock.difficulties.${d}`) }))}
        />
        <Segmented
          label={t('mock.count')}
          name="count"
          value={questionCount}
          onChange={setQuestionCount}
          options={MOCK_QUESTION_COUNTS.map((n) => ({ value: n, label: num(n) }))}
          data-testid="count-choice"
        />
        <Segmented
          label={t('mock.language')}
          name="language"
          value={language}
          onChange={setLanguage}
          options={[
            { value: 'english', label: t('languages.english') },
            { value: 'marathi', label: t('languages.marathi') },
          ]}
        />
        <p className="text-sm text-slate-600">{t('mock.timeNote', { minutes: num(minutes) })}</p>
        <Button type="submit" disabled={busy} data-testid="start-mock">
          <Play aria-hidden="true" className="size-4" />
          {busy ? t('mock.starting') : t('mock.start')}
        </Button>
      </form>
    </Card>
  );
}
