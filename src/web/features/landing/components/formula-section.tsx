import { useTranslation } from 'react-i18next';

const TERMS = ['patience', 'perseverance', 'persistence'] as const;

/** Each operator travels with the term after it, so a narrow screen never ends a line on '+'. */
export function FormulaSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="formula-title" className="rounded-2xl bg-indigo-900 px-4 py-8 text-center text-white">
      <h2 id="formula-title" className="text-xl font-semibold">
        {t('formula.title')}
      </h2>
      <p className="mt-4 flex flex-wrap items-center justify-center gap-x-2 gap-y-3 text-base sm:text-lg">
        {TERMS.map((term, position) => (
          <span key={term} className="inline-flex items-center gap-2">
            {position > 0 && <Operator symbol="+" />}
            <span className="rounded-lg bg-white/10 px-3 py-1">{t(`formula.${term}`)}</span>
          </span>
        ))}
        <span className="inline-flex items-center gap-2">
          <Operator symbol="=" />
          <span className="rounded-lg bg-orange-400 px-3 py-1 font-semibold text-indigo-950">{t('formula.success')}</span>
        </span>
      </p>
    </section>
  );
}

function Operator({ symbol }: { symbol: '+' | '=' }) {
  return <span className="font-semibold text-orange-300">{symbol}</span>;
}
