import { BookmarkPlus, ExternalLink, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { NewsItemDto } from '@shared/news';
import { Button } from '@web/components/ui/button';
import { buttonClasses } from '@web/components/ui/button-classes';
import { Card } from '@web/components/ui/card';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { useAddToReview, useMarathiSummary } from '../api/news';
import { shareNatively, shareText, whatsappUrl } from '../lib/share';
import { formatDay } from '../lib/dates';

/** One news item (spec 02 §2): its summary in the reader's language, the source, share, and its recall cards. */
export function NewsCard({ item, marathiByModel }: { item: NewsItemDto; marathiByModel: boolean }) {
  const { t, i18n } = useTranslation('news');
  const mr = i18n.resolvedLanguage === 'mr';
  const add = useAddToReview();
  const byModel = useMarathiSummary();
  const title = mr ? (item.titleMarathi ?? item.title) : item.title;
  const summary = mr ? (item.summaryMarathi ?? byModel.data?.summaryMarathi ?? null) : item.summary;
  const cards = mr && item.summaryMarathi ? item.practice.mr : item.practice.en;
  const cardLang = mr && item.summaryMarathi ? 'mr' : 'en';
  const text = shareText(title, summary ?? item.summary, item.source.name, item.url);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const addCards = () =>
    add.mutate(
      { id: item.id, language: cardLang },
      {
        onSuccess: (r) =>
          r.added ? toast.success(t('practice.added', { count: r.added, n: localDigits(r.added) })) : toast.info(t('practice.already')),
        onError: (e) => toast.error(errorText(e)),
      },
    );

  return (
    <Card className="space-y-3" data-testid="news-card" data-id={item.id}>
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-indigo-50 px-2.5 py-1 text-indigo-800">{t(`categories.${item.category}`)}</span>
        <span
          className={
            item.maharashtra ? 'rounded-full bg-orange-100 px-2.5 py-1 text-orange-800' : 'rounded-full bg-slate-100 px-2.5 py-1 text-slate-700'
          }
        >
          {t(`scopes.${item.scope}`)}
        </span>
        <time dateTime={item.date} className="text-slate-600">
          {formatDay(item.date, i18n.resolvedLanguage)}
        </time>
      </div>
      <h3 className="text-lg leading-snug font-semibold text-slate-900">{title}</h3>
      {summary ? (
        <p className="leading-relaxed text-slate-800" data-testid="news-summary">
          {summary}
        </p>
      ) : (
        <div className="space-y-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900" data-testid="needs-model">
          <p>{marathiByModel && !byModel.isSuccess ? t('marathiByModel') : t('needsModel')}</p>
          {marathiByModel && !byModel.isSuccess && (
            <Button
              variant="secondary"
              onClick={() => byModel.mutate(item.id, { onError: (e) => toast.error(errorText(e)) })}
              disabled={byModel.isPending}
            >
              {byModel.isPending ? t('marathiWorking') : t('marathiWrite')}
            </Button>
          )}
        </div>
      )}
      <p className="text-sm text-slate-600">
        {t('source')}:{' '}
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-indigo-700 underline"
        >
          {item.source.name}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
        {item.source.detail ? <span> — {item.source.detail}</span> : null}
      </p>
      {cards.length > 0 && (
        <details className="rounded-xl border border-slate-200 p-3 text-sm">
          <summary className="cursor-pointer font-semibold text-slate-800">
            {t('practice.preview', { count: cards.length, n: localDigits(cards.length) })}
          </summary>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
            {cards.map((c) => (
              <li key={c.front}>{c.front}</li>
            ))}
          </ol>
        </details>
      )}
      <div className="flex flex-wrap gap-2">
        {canShare ? (
          <Button variant="secondary" onClick={() => void shareNatively(title, text)} data-testid="share">
            <Share2 aria-hidden="true" className="size-4" />
            {t('share')}
          </Button>
        ) : (
          <a href={whatsappUrl(text)} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary')} data-testid="share-whatsapp">
            <Share2 aria-hidden="true" className="size-4" />
            {t('shareWhatsapp')}
          </a>
        )}
        {cards.length > 0 && (
          <Button onClick={addCards} disabled={add.isPending || add.isSuccess} data-testid="add-to-review">
            <BookmarkPlus aria-hidden="true" className="size-4" />
            {add.isSuccess ? t('practice.inQueue') : t('practice.add', { count: cards.length, n: localDigits(cards.length) })}
          </Button>
        )}
      </div>
    </Card>
  );
}
