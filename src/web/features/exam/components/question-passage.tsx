import type { ExamPassage } from '@shared/content';

/**
 * A CSAT comprehension passage above its question. It stays in its own language whatever the test's language (as
 * on the paper), so it carries its own `lang` for screen readers and fonts.
 */
export function QuestionPassage({ passage }: { passage: ExamPassage }) {
  return (
    <section
      lang={passage.language}
      aria-labelledby={`passage-${passage.id}`}
      // A long passage scrolls inside its box: focusable, so a keyboard can scroll it (axe scrollable-region-focusable).
      tabIndex={0}
      className="max-h-[45vh] overflow-y-auto rounded-xl focus-visible:outline-2 focus-visible:outline-indigo-600 border border-slate-200 bg-slate-50 p-4 text-[15px] leading-relaxed text-slate-800"
    >
      <h3 id={`passage-${passage.id}`} className="mb-2 font-semibold text-slate-900">
        {passage.title}
      </h3>
      {passage.text.split(/\n\s*\n/).map((para, i) => (
        <p key={i} className="mb-2 last:mb-0">
          {para}
        </p>
      ))}
    </section>
  );
}
