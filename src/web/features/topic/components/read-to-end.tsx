import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkTopicRead } from '../api/mark-topic-read';

/**
 * Sits after a library topic's note: once it scrolls into view the note has been read to the end, and the topic is
 * ticked as studied in the candidate's syllabus coverage (once per visit; the server keeps the first tick).
 */
export function ReadToEnd({ topicId }: { topicId: string }) {
  const { t } = useTranslation('topic');
  const mark = useMarkTopicRead();
  const ref = useRef<HTMLDivElement>(null);
  const sent = useRef(false);
  const { mutate } = mark;
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (sent.current || !entries.some((e) => e.isIntersecting)) return;
      sent.current = true;
      observer.disconnect();
      mutate(topicId);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [topicId, mutate]);
  return (
    <div ref={ref} className="min-h-1" data-testid="read-to-end">
      {mark.isSuccess && (
        <p role="status" className="flex items-center gap-1.5 text-sm font-semibold text-green-800" data-testid="read-marked">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {t('detail.readMarked')}
        </p>
      )}
    </div>
  );
}
