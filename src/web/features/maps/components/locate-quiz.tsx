import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Crosshair } from 'lucide-react';
import type { LocateAttemptResult, MapLayerDto } from '@shared/maps';
import { MAHARASHTRA_BBOX, MAP_DEFAULT_VIEW } from '@shared/maps-constants';
import { Button } from '@web/components/ui/button';
import { errorText } from '@web/lib/error-text';
import { localDigits } from '@web/lib/digits';
import { useLocateAttempt, useLocateQuizzes } from '../api/maps';
import { contentCode, hotspotName } from '../lib/map-text';
import type { MapPin, MapViewTarget } from '../lib/use-leaflet-map';
import { MapView } from './map-view';

const NO_MARKERS: never[] = [];

/**
 * "Find it on the map": the place is named, the candidate clicks where it is and checks; the server scores the
 * distance and answers the true location, drawn with a line from the click. Places come one at a time, in order.
 */
export function LocateQuiz({ layer }: { layer: MapLayerDto }) {
  const { t, i18n } = useTranslation('maps');
  const code = contentCode(i18n.resolvedLanguage);
  const quizzes = useLocateQuizzes(layer.id);
  const attempt = useLocateAttempt();
  const [index, setIndex] = useState(0);
  const [guess, setGuess] = useState<{ latitude: number; longitude: number } | null>(null);
  const [result, setResult] = useState<LocateAttemptResult | null>(null);
  const started = useRef(0);
  const quiz = quizzes.data?.[index % Math.max(1, quizzes.data.length)];

  useEffect(() => {
    started.current = Date.now();
  }, [index]);
  // a click moves the guess until it is checked
  const answered = useRef(false);
  useEffect(() => {
    answered.current = result !== null;
  }, [result]);
  const onMapClick = useCallback((latitude: number, longitude: number) => {
    if (!answered.current) setGuess({ latitude, longitude });
  }, []);
  const pins = useMemo<MapPin[]>(() => {
    const p: MapPin[] = [];
    if (guess) p.push({ ...guess, kind: 'guess', label: t('locate.yourClick') });
    if (result && quiz) p.push({ latitude: result.latitude, longitude: result.longitude, kind: 'truth', label: hotspotName(quiz, code) });
    return p;
  }, [guess, result, quiz, code, t]);
  const target = useMemo<MapViewTarget>(() => {
    const b = layer.scope === 'india' ? layer.boundingBox : MAHARASHTRA_BBOX;
    return {
      centre: [MAP_DEFAULT_VIEW.latitude, MAP_DEFAULT_VIEW.longitude],
      zoom: MAP_DEFAULT_VIEW.zoom,
      bounds: [
        [b.south, b.west],
        [b.north, b.east],
      ],
    };
  }, [layer]);

  if (!quiz) return null;
  const check = () => {
    if (!guess) return;
    const timeSpent = Math.min(3600, Math.round((Date.now() - started.current) / 1000));
    attempt.mutate({ hotspotId: quiz.hotspotId, ...guess, timeSpent, language: code }, { onSuccess: setResult });
  };
  const next = () => {
    setGuess(null);
    setResult(null);
    attempt.reset();
    setIndex((i) => i + 1);
  };
  return (
    <section
      aria-labelledby="locate-title"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="locate-quiz"
      data-hotspot-id={quiz.hotspotId}
    >
      <h2 id="locate-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Crosshair aria-hidden="true" className="size-5 text-indigo-700" />
        {t('locate.title')}
      </h2>
      <p className="text-slate-800" data-testid="locate-prompt">
        {t('locate.prompt', { name: hotspotName(quiz, code) })}{' '}
        <span className="text-sm text-slate-600">
          ({t(`types.${quiz.hotspotType}`)} · {t('quiz.points', { points: localDigits(quiz.points) })} ·{' '}
          {t('locate.radius', { km: localDigits(quiz.radiusKm) })})
        </span>
      </p>
      <MapView
        target={target}
        markers={NO_MARKERS}
        pins={pins}
        onMapClick={onMapClick}
        label={t('locate.mapLabel')}
        testId="locate-map"
        className="h-[340px] sm:h-[420px]"
      />
      {result && (
        <p
          role="status"
          data-testid="locate-result"
          data-correct={result.isCorrect}
          className={`rounded-xl p-3 ${result.isCorrect ? 'bg-green-50 text-green-950' : 'bg-amber-50 text-amber-950'}`}
        >
          {result.isCorrect
            ? t('locate.within', { km: localDigits(result.distanceKm), points: localDigits(result.score) })
            : t('locate.off', { km: localDigits(result.distanceKm), points: localDigits(result.score), total: localDigits(result.points) })}
        </p>
      )}
      {attempt.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(attempt.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {!result && (
          <Button onClick={check} disabled={!guess || attempt.isPending} data-testid="locate-check">
            {guess ? t('locate.check') : t('locate.clickFirst')}
          </Button>
        )}
        {result && (
          <Button onClick={next} data-testid="locate-next">
            {t('locate.next')}
          </Button>
        )}
      </div>
    </section>
  );
}
