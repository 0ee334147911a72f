import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { MessageCircle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useKeepClearOfPrimaryActions } from '../lib/keep-clear';

const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

/**
 * The floating assistant on every signed-in page: a round button; the panel (with the
 * Markdown renderer) loads on first open and then stays mounted, hidden, so the talk survives closing. The button
 * never covers a page's primary action: it steps aside while one lies under it (lib/keep-clear.ts).
 */
export default function ChatWidget() {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Closed, the round button steps aside while a primary button (Generate, Submit…) lies under it.
  const aside = useKeepClearOfPrimaryActions(button, !open);
  // Closing the panel (its close button, Escape) puts the keyboard back on the round button, which
  // shows again on a phone once the full-screen panel has gone: focus never falls to the page's top.
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [open]);

  return (
    <>
      {opened && (
        <Suspense
          fallback={
            open && (
              <div
                role="status"
                className="fixed right-4 bottom-24 z-50 flex items-center gap-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-xl"
              >
                <Spinner className="size-5" />
                {t('loading')}
              </div>
            )
          }
        >
          <ChatPanel open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        data-testid="chat-button"
        aria-label={open ? t('close') : t('open')}
        aria-expanded={open}
        aria-controls={opened ? 'chat-panel' : undefined}
        data-aside={aside || undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setOpened(true);
          setOpen((value) => !value);
        }}
        className={cn(
          'fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-indigo-700 text-white shadow-lg transition-colors hover:bg-indigo-800',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          open && 'max-sm:hidden',
          aside && 'invisible',
        )}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-7" />}
      </button>
    </>
  );
}
