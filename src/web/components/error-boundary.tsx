import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { Card } from './ui/card';

function ErrorCard() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Card role="alert" className="mx-auto my-8 max-w-md text-center">
      <h2 className="text-lg font-semibold">{t('somethingWentWrong')}</h2>
      <p className="mt-2 text-slate-600">{t('somethingWentWrongBody')}</p>
      <Button className="mt-4" onClick={() => window.location.reload()}>
        {t('reload')}
      </Button>
    </Card>
  );
}

type Props = {
  children: ReactNode;
  /** What to show instead; by default the reload card. A floating widget passes `null` so a crash hides only it. */
  fallback?: ReactNode;
};
type State = { failed: boolean };

/**
 * Catches render errors and failed lazy imports (a chunk that vanished after a deploy), so one
 * broken page shows a reload card instead of a blank screen.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <ErrorCard /> : this.props.fallback;
  }
}
