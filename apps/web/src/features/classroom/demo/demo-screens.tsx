import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useMutation } from 'urql';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { areaUrl } from '../../../shared/routing/area-url.ts';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { BrowserGate } from '../browser/browser-gate.tsx';
import { asClassroomJoin, type ClassroomJoin, START_DEMO_CLASS } from '../classroom-documents.ts';
import { classroomPaths, LEARN_TODAY_PATH } from '../classroom-paths.ts';
import { RoomEndScreen } from '../end/room-end-screen.tsx';
import { ClassroomSession } from '../session/classroom-session.tsx';
import { useErrorText } from '../../../shared/errors/error-text.ts';
import { loadDemoJoin, saveDemoJoin } from './demo-storage.ts';

const FEATURES = ['camera', 'chat', 'slides', 'draw', 'share'] as const;

/** demo: a student or a prospect tries the classroom alone with a sample presentation. */
export function DemoScreen() {
  const { t } = useTranslation('classroom');
  const locale = useLocale();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [{ fetching }, startDemo] = useMutation(START_DEMO_CLASS);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    const result = await startDemo({}, { notifyErrors: false, requestPolicy: 'network-only' });
    if (!result.data) {
      setError(errorText(result.error ?? 'unknown'));
      return;
    }
    const join = asClassroomJoin(result.data.startDemoClass);
    saveDemoJoin(join);
    navigate(buildPath(classroomPaths.demoClass, { locale, classUid: join.classUid }), { state: { join } });
  };

  return (
    <BrowserGate>
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10" data-testid="demo-intro">
        <PageTitle>{t('demo.title')}</PageTitle>
        <Card className="flex flex-col gap-4">
          <p className="text-slate-700">{t('demo.intro')}</p>
          <ul className="list-disc pl-6 text-slate-700">
            {FEATURES.map((feature) => (
              <li key={feature}>{t(`demo.features.${feature}`)}</li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">{t('demo.limit')}</p>
          {error ? <Alert>{error}</Alert> : null}
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void start()} busy={fetching} data-testid="start-demo">
              {t('demo.start')}
            </Button>
            <Link className={buttonClass('secondary')} to={buildPath(classroomPaths.diagnostics, { locale })}>
              {t('prejoin.testSetup')}
            </Link>
          </div>
        </Card>
      </div>
    </BrowserGate>
  );
}

/** demo/class/{classUid}: the demo room itself (presenter rights, 15 minutes with a hard stop). */
export function DemoClassScreen() {
  const { t } = useTranslation('classroom');
  const errorText = useErrorText();
  const { classUid = '' } = useParams();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAuth();
  const join = useMemo<ClassroomJoin | null>(() => {
    const fromState = (location.state as { join?: ClassroomJoin } | null)?.join;
    return fromState?.classUid === classUid ? fromState : loadDemoJoin(classUid, Date.now());
  }, [location.state, classUid]);
  const fetchJoin = useCallback(async () => {
    if (!join) throw new Error('no demo join');
    return join;
  }, [join]);
  const onEnd = useCallback(() => navigate(buildPath(classroomPaths.demoCompleted, { locale, classUid })), [navigate, locale, classUid]);

  if (!join) {
    return (
      <RoomEndScreen title={t('demo.title')} text={errorText('link_expired')} testId="demo-expired">
        <Link className={buttonClass('primary')} to={buildPath(classroomPaths.demo, { locale })}>
          {t('demo.startNew')}
        </Link>
      </RoomEndScreen>
    );
  }
  return (
    <BrowserGate>
      <ClassroomSession
        info={{ title: t('demo.roomTitle'), subtitle: t('demo.title'), canBeAudioRecorded: false }}
        selfName={user?.firstName || t('demo.guestName')}
        joinLabel={t('demo.enter')}
        diagnosticsHref={buildPath(classroomPaths.diagnostics, { locale })}
        fetchJoin={fetchJoin}
        onEnd={onEnd}
      />
    </BrowserGate>
  );
}

/** demo/class/{classUid}/completed. */
export function DemoCompletedScreen() {
  const { t } = useTranslation('classroom');
  const locale = useLocale();
  return (
    <RoomEndScreen title={t('demo.completedTitle')} text={t('demo.completedText')} testId="demo-completed">
      <a className={buttonClass('primary')} href={areaUrl('learn', buildPath(LEARN_TODAY_PATH, { locale }))}>
        {t('demo.toParla')}
      </a>
      <Link className={buttonClass('secondary')} to={buildPath(classroomPaths.demo, { locale })}>
        {t('demo.again')}
      </Link>
    </RoomEndScreen>
  );
}
