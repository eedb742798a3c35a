import { useCallback, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../shared/ui/badge.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { BrowserGate } from '../browser/browser-gate.tsx';
import { LevelMeter } from '../media/level-meter.tsx';
import { type DiagnosticsTest, diagnosticsReducer, initialDiagnostics, type TestResult, type TestStatus } from './diagnostics-rules.ts';
import { runCameraTest, runMicrophoneTest, runNetworkTest } from './diagnostics-tests.ts';

const TESTS: DiagnosticsTest[] = ['camera', 'microphone', 'network'];
const TONES: Record<TestStatus, BadgeTone> = { pending: 'muted', running: 'info', complete: 'success', failed: 'warning' };

/**
 * diagnostics: camera, microphone and network tests with a result and advice each (001 §4).
 * `onCameraResult` hears the camera test's outcome (the area records it for the onboarding checklist).
 */
export function DiagnosticsScreen({ onCameraResult }: { onCameraResult?: (passed: boolean) => void } = {}) {
  const { t } = useTranslation('classroom');
  const [state, dispatch] = useReducer(diagnosticsReducer, initialDiagnostics);
  const [running, setRunning] = useState(false);
  const [level, setLevel] = useState(0);
  const previewRef = useRef<HTMLVideoElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const run = useCallback(async () => {
    setRunning(true);
    dispatch({ type: 'reset' });
    const runners: Record<DiagnosticsTest, () => Promise<TestResult>> = {
      camera: () => runCameraTest(previewRef.current),
      microphone: () => runMicrophoneTest(setLevel),
      network: () => runNetworkTest(),
    };
    for (const test of TESTS) {
      dispatch({ type: 'started', test });
      setAnnouncement(t('diagnostics.announceRunning', { test: t(`diagnostics.tests.${test}`) }));
      const result = await runners[test]().catch((): TestResult => ({ status: 'failed', advice: 'unexpected' }));
      dispatch({ type: 'finished', test, result });
      if (test === 'camera') onCameraResult?.(result.status === 'complete');
      setAnnouncement(
        t('diagnostics.announceResult', { test: t(`diagnostics.tests.${test}`), status: t(`diagnostics.status.${result.status}`) }),
      );
    }
    setRunning(false);
  }, [t, onCameraResult]);

  const allDone = TESTS.every((test) => state[test].status === 'complete' || state[test].status === 'failed');
  const failed = TESTS.filter((test) => state[test].status === 'failed');

  return (
    <BrowserGate>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 smw:py-12">
        <div className="flex flex-col gap-2">
          <PageTitle>{t('diagnostics.title')}</PageTitle>
          <p className="text-slate-700">{t('diagnostics.intro')}</p>
        </div>
        <p className="sr-only" role="status" aria-live="polite">
          {announcement}
        </p>
        <Card className="flex flex-col gap-6">
          <div className="grid gap-6 sm:grid-cols-[1fr_14rem]">
            <ul className="flex flex-col gap-4" aria-label={t('diagnostics.resultsLabel')}>
              {TESTS.map((test) => (
                <TestRow key={test} test={test} result={state[test]} level={test === 'microphone' ? level : undefined} />
              ))}
            </ul>
            <div className="flex flex-col gap-2">
              <video
                ref={previewRef}
                muted
                playsInline
                aria-label={t('diagnostics.cameraPreview')}
                className="aspect-video w-full rounded-lg bg-slate-900 object-cover"
              />
              {state.microphone.status === 'running' ? <p className="text-sm text-slate-700">{t('diagnostics.speakNow')}</p> : null}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => void run()} busy={running} data-testid="diagnostics-start">
              {allDone ? t('diagnostics.runAgain') : t('diagnostics.start')}
            </Button>
            {allDone ? (
              <p role="status" className="font-semibold text-slate-800" data-testid="diagnostics-summary">
                {failed.length === 0 ? t('diagnostics.allGood') : t('diagnostics.someFailed', { count: failed.length })}
              </p>
            ) : null}
          </div>
        </Card>
      </div>
    </BrowserGate>
  );
}

function TestRow({ test, result, level }: { test: DiagnosticsTest; result: TestResult; level?: number }) {
  const { t } = useTranslation('classroom');
  const details = result.details ?? {};
  return (
    <li
      className="flex flex-col gap-1.5 border-b border-slate-200 pb-4 last:border-b-0"
      data-testid={`diagnostics-${test}`}
      data-status={result.status}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t(`diagnostics.tests.${test}`)}</h2>
        <Badge tone={TONES[result.status]}>{t(`diagnostics.status.${result.status}`)}</Badge>
        {result.status === 'running' ? <Spinner size="sm" /> : null}
      </div>
      {level !== undefined && result.status === 'running' ? <LevelMeter level={level} label={t('prejoin.micLevel')} /> : null}
      {'latency' in details ? (
        <p className="text-sm text-slate-700">
          {t('upMbps' in details ? 'diagnostics.networkDetailsUpload' : 'diagnostics.networkDetails', details)}
        </p>
      ) : null}
      {'resolution' in details ? <p className="text-sm text-slate-700">{t('diagnostics.cameraDetails', details)}</p> : null}
      {'level' in details ? <p className="text-sm text-slate-700">{t('diagnostics.microphoneDetails', details)}</p> : null}
      {result.advice ? <p className="text-sm text-slate-800">{t(`diagnostics.advice.${result.advice}`)}</p> : null}
    </li>
  );
}
