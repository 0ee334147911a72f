import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { PageSpinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/error-text';
import { useSession } from '../api/interview';
import { PastSessions } from './past-sessions';
import { SessionReport } from './session-report';
import { SessionView } from './session-view';
import { StartCard } from './start-card';

/**
 * /interview-prep (spec 02 §2, §4; issue 14): the start card and past sessions (idle), the session (active), its
 * report (ended). The open session's id is in the address (?session=…), so a reload resumes it.
 */
export default function InterviewPage() {
  const { t } = useTranslation('interview');
  const [params, setParams] = useSearchParams();
  const id = params.get('session');
  const session = useSession(id);
  const open = (sid: string | null) => setParams(sid ? { session: sid } : {});

  let body;
  if (!id) {
    body = (
      <div className="space-y-5">
        <StartCard onStarted={open} />
        <PastSessions onOpen={open} />
      </div>
    );
  } else if (session.isPending) {
    body = <PageSpinner label={t('loading')} />;
  } else if (session.isError) {
    body = (
      <Alert tone="error" title={t('loadFailed')} data-testid="fetch-error">
        <p>{errorText(session.error)}</p>
        <Button variant="secondary" className="mt-2" onClick={() => open(null)}>
          {t('report.back')}
        </Button>
      </Alert>
    );
  } else if (session.data.endedAt) {
    body = <SessionReport session={session.data} onBack={() => open(null)} />;
  } else {
    body = <SessionView key={session.data.id} session={session.data} onEnded={() => window.scrollTo({ top: 0 })} />;
  }

  return (
    <div className="mx-auto max-w-3xl space-y-5" data-testid="interview-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {body}
    </div>
  );
}
