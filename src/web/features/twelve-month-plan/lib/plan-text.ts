import type { TwelveMonthPlan } from '@shared/twelve-month-plan';
import { localDigits } from '@web/lib/digits';

export type PlanLang = 'en' | 'mr';
type Month = TwelveMonthPlan['months'][number];

/** The subject filter (spec 02 §2: all, history, geography, polity, economy), which here really filters. */
export const SUBJECT_FILTERS = ['all', 'history', 'geography', 'polity', 'economy'] as const;
export type SubjectFilter = (typeof SUBJECT_FILTERS)[number];
const SUBJECT_WORDS: Record<Exclude<SubjectFilter, 'all'>, readonly string[]> = {
  history: ['history', 'इतिहास'],
  geography: ['geography', 'भूगोल'],
  polity: ['polity', 'constitution', 'governance', 'राज्यव्यवस्था', 'राज्यघटना', 'संविधान'],
  economy: ['econom', 'अर्थ'],
};

const norm = (s: string) => s.normalize('NFC').toLowerCase();

/** Months whose title or a subject's name (in either language) has the search text and, unless "all", the subject. */
export function filterMonths(months: readonly Month[], q: string, subject: SubjectFilter): Month[] {
  const needle = norm(q.trim());
  return months.filter((m) => {
    const names = m.subjects.flatMap((s) => [s.name.en, s.name.mr]).map(norm);
    const inSearch = !needle || [norm(m.title.en), norm(m.title.mr), ...names].some((s) => s.includes(needle));
    const inSubject = subject === 'all' || names.some((n) => SUBJECT_WORDS[subject].some((w) => n.includes(w)));
    return inSearch && inSubject;
  });
}

const HOURS_PER_DAY = /^(\d+)(?:\s*[–-]\s*(\d+))?\s*hours?\s*\/\s*day$/i;

/**
 * A month's study hours ("6–7 hours/day" in the library) in the page's language: `perDay` words the range
 * (i18n `hoursPerDay`), in Devanagari digits on a Marathi page. Text in another form is shown as the library has it.
 */
export function studyHoursText(raw: string, perDay: (hours: string) => string, languageCode: string | undefined): string {
  const m = HOURS_PER_DAY.exec(raw.trim());
  if (!m) return raw;
  return perDay(localDigits(m[2] ? `${m[1]}–${m[2]}` : m[1]!, languageCode));
}

/** The Export Plan text file, in the chosen language (month numbers and hours in Devanagari digits in Marathi). */
export function planText(
  plan: TwelveMonthPlan,
  lang: PlanLang,
  labels: Record<'title' | 'goal' | 'hours' | 'subjects' | 'weekly' | 'focus' | 'tips' | 'schedule' | 'mantras' | 'advice', string>,
  perDay: (hours: string) => string = (hours) => `${hours} hours/day`,
): string {
  const out: string[] = [labels.title, '='.repeat(labels.title.length), ''];
  for (const m of plan.months) {
    out.push(
      `${localDigits(m.month, lang)}. ${m.title[lang]}`,
      `${labels.goal}: ${m.goal[lang]}`,
      `${labels.hours}: ${studyHoursText(m.studyHours, perDay, lang)}`,
      `${labels.subjects}:`,
    );
    for (const s of m.subjects) out.push(`  - ${s.name[lang]} — ${s.book} — ${s.target[lang]} (${s.duration[lang]})`);
    out.push(`${labels.weekly}:`, ...m.weeklyTasks.map((x) => `  - ${x[lang]}`));
    out.push(`${labels.focus}:`, ...m.keyFocus.map((x) => `  - ${x[lang]}`));
    out.push(`${labels.tips}:`, ...m.tips.map((x) => `  - ${x[lang]}`), '');
  }
  out.push(labels.schedule);
  for (const d of plan.weeklySchedule) out.push(`${d.day[lang]}: ${d.morning[lang]}; ${d.afternoon[lang]}; ${d.evening[lang]}; ${d.revision[lang]}`);
  out.push('', `${labels.mantras}:`, ...plan.successMantras.map((x) => `  - ${x[lang]}`));
  out.push('', `${labels.advice}:`, ...plan.deputyCollectorAdvice.map((x) => `  - ${x[lang]}`), '');
  return out.join('\n');
}

/** twelve-month-plan-20261124-103700.txt (the spec's "named with a timestamp", local time). */
export function exportFileName(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `twelve-month-plan-${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}.txt`;
}
