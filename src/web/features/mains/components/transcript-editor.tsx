import { AlertTriangle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OCR_LOW_WORD_CONFIDENCE, type UploadStatus } from '@shared/mains';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { localDigits } from '@web/lib/digits';
import { cn } from '@web/lib/cn';

type Props = { upload: UploadStatus; busy: boolean; onConfirm: (text: string) => void };

/**
 * What the OCR read, page by page, with the words it was unsure of highlighted, and the same text in an editable box:
 * the candidate corrects it before it is graded. Below the reliability line the page is called unreliable and a
 * correction (or a typed answer) is asked for; the server refuses to grade the unchanged text.
 */
export function TranscriptEditor({ upload, busy, onConfirm }: Props) {
  const { t } = useTranslation('mains');
  const id = useId();
  const pages = upload.transcript ?? [];
  const original = pages.map((p) => p.text).join('\n\n');
  const [text, setText] = useState(original);
  const unchanged = text.replace(/\s+/g, ' ').trim() === original.replace(/\s+/g, ' ').trim();
  return (
    <div className="space-y-3" data-testid="transcript">
      {upload.reliable === false && (
        <Alert tone="warning" title={t('unreliableTitle')} data-testid="unreliable">
          <p>{t('unreliableBody', { n: localDigits(Math.round(upload.confidence ?? 0)) })}</p>
        </Alert>
      )}
      {pages.map((p) => (
        <div key={p.page} className="rounded-xl border border-slate-200 bg-slate-50 p-3">
          <p className="mb-1 text-xs font-semibold text-slate-600">
            {t(p.source === 'ocr' ? 'pageRead' : 'pageTextLayer', { page: localDigits(p.page), n: localDigits(Math.round(p.confidence)) })}
          </p>
          <p className="leading-8" lang={upload.language === 'english' ? 'en' : upload.language === 'marathi' ? 'mr' : 'hi'}>
            {p.lines.map((line, i) => (
              <span key={i} className="block">
                {line.map((w, j) => {
                  const low = w.confidence < OCR_LOW_WORD_CONFIDENCE;
                  return (
                    <span key={j}>
                      <span
                        className={cn(low && 'rounded bg-amber-200 px-0.5 underline decoration-amber-700 decoration-wavy')}
                        title={low ? t('lowWord', { n: localDigits(Math.round(w.confidence)) }) : undefined}
                        data-low={low || undefined}
                      >
                        {w.text}
                      </span>{' '}
                    </span>
                  );
                })}
              </span>
            ))}
          </p>
        </div>
      ))}
      <p className="flex items-center gap-1 text-sm text-slate-600">
        <AlertTriangle aria-hidden="true" className="size-4 text-amber-700" />
        {t('lowHint')}
      </p>
      <label htmlFor={`${id}-text`} className="block text-sm font-semibold text-slate-700">
        {t('correctLabel')}
      </label>
      <textarea
        id={`${id}-text`}
        className="min-h-48 w-full rounded-xl border border-slate-300 p-3 text-base"
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="transcript-text"
      />
      <Button
        onClick={() => onConfirm(text)}
        disabled={busy || text.trim() === '' || (upload.reliable === false && unchanged)}
        data-testid="confirm-evaluate"
      >
        {busy ? t('evaluating') : t('confirmEvaluate')}
      </Button>
    </div>
  );
}
