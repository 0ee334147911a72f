import { Mic, Square, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';

type State =
  { kind: 'idle' } | { kind: 'recording' } | { kind: 'done'; url: string } | { kind: 'error'; reason: 'unsupported' | 'denied' | 'failed' };

const supported = () => typeof window !== 'undefined' && 'MediaRecorder' in window && !!navigator.mediaDevices?.getUserMedia;

/**
 * Optional voice practice: the browser records the answer and plays it back from a blob URL. The recording stays on
 * this device; it is never uploaded, and it is dropped when the question changes or the page closes.
 */
export function VoiceRecorder() {
  const { t } = useTranslation('interview');
  const [state, setState] = useState<State>(supported() ? { kind: 'idle' } : { kind: 'error', reason: 'unsupported' });
  const recorder = useRef<MediaRecorder | null>(null);
  const url = useRef<string | null>(null);

  const drop = () => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  };
  useEffect(
    () => () => {
      recorder.current?.stream.getTracks().forEach((tr) => tr.stop());
      drop();
    },
    [],
  );

  async function start() {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (err) {
      const denied = err instanceof DOMException && (err.name === 'NotAllowedError' || err.name === 'SecurityError');
      setState({ kind: 'error', reason: denied ? 'denied' : 'failed' });
      return;
    }
    const chunks: Blob[] = [];
    const r = new MediaRecorder(stream);
    r.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    r.onstop = () => {
      stream.getTracks().forEach((tr) => tr.stop());
      drop();
      url.current = URL.createObjectURL(new Blob(chunks, { type: r.mimeType || 'audio/webm' }));
      setState({ kind: 'done', url: url.current });
    };
    recorder.current = r;
    r.start();
    setState({ kind: 'recording' });
  }

  if (state.kind === 'error') {
    return (
      <p className="text-sm text-slate-600" data-testid="voice-unavailable">
        {t(`voice.${state.reason}`)}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="voice-recorder">
      {state.kind === 'recording' ? (
        <Button variant="secondary" onClick={() => recorder.current?.stop()}>
          <Square aria-hidden="true" className="size-4 text-red-700" />
          {t('voice.stop')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => void start()}>
          <Mic aria-hidden="true" className="size-4" />
          {state.kind === 'done' ? t('voice.again') : t('voice.record')}
        </Button>
      )}
      {state.kind === 'recording' && (
        <span className="text-sm font-semibold text-red-700" role="status">
          {t('voice.recording')}
        </span>
      )}
      {state.kind === 'done' && (
        <>
          <audio controls src={state.url} className="h-10 max-w-full" aria-label={t('voice.playback')} />
          <Button
            variant="ghost"
            aria-label={t('voice.delete')}
            onClick={() => {
              drop();
              setState({ kind: 'idle' });
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </>
      )}
      <p className="w-full text-xs text-slate-600">{t('voice.private')}</p>
    </div>
  );
}
