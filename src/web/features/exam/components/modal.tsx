import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '@web/lib/cn';

type ModalProps = {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** `sheet`: slides up from the bottom on a phone (the question palette); `dialog`: centred. */
  variant?: 'dialog' | 'sheet';
  'data-testid'?: string;
};

/**
 * A modal on the native <dialog>: the browser keeps focus inside, makes the page behind inert, closes on Escape and
 * gives focus back to the button that opened it.
 */
export function Modal({ title, closeLabel, onClose, children, variant = 'dialog', ...rest }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={rest['data-testid']}
      className={cn(
        'max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/50',
        variant === 'sheet' ? 'mx-auto mb-0 mt-auto w-full max-w-none rounded-b-none sm:mb-auto sm:max-w-lg sm:rounded-2xl' : 'm-auto',
      )}
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-3">
        <h2 id={titleId} className="text-lg font-semibold text-indigo-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="flex size-11 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
