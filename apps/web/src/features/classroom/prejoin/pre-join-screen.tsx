import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewerTime } from '../../../shared/time/use-viewer-time.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { useAudioLevel } from '../media/audio-level.ts';
import { BACKGROUND_OPTIONS } from '../media/background.ts';
import { LevelMeter } from '../media/level-meter.tsx';
import type { LocalMedia } from '../media/use-local-media.ts';
import { VideoTile } from '../stage/video-tile.tsx';
import { ClassroomLanguageChoice } from './language-choice.tsx';

interface PreJoinProps {
  title: string;
  subtitle?: string | null;
  startDate?: string;
  endDate?: string;
  teacherName?: string | null;
  canBeAudioRecorded: boolean;
  /** The remembered choice; never asked counts as "no" (nobody is recorded without saying yes). */
  recordingConsent?: boolean | null;
  media: LocalMedia;
  selfName: string;
  joinLabel: string;
  busy?: boolean;
  error?: string | null;
  diagnosticsHref: string;
  /** Joins; passes the recording choice when the class may be recorded (null otherwise). Declining never blocks. */
  onJoin: (audioRecordingConsent: boolean | null) => void;
}

/** Camera and microphone check before joining (001 §2 classroom, issue "pre-join screen"). */
export function PreJoinScreen(props: PreJoinProps) {
  const { t } = useTranslation('classroom');
  const viewer = useViewerTime();
  const { media } = props;
  const level = useAudioLevel(media.micOn ? media.audioStream : null);
  const [consent, setConsent] = useState(props.recordingConsent ?? false);
  const cameraSelectId = useId();
  const micSelectId = useId();

  const join = () => props.onJoin(props.canBeAudioRecorded ? consent : null);

  const problems = [
    media.cameraProblem ? `camera.${media.cameraProblem}` : null,
    media.micProblem ? `microphone.${media.micProblem}` : null,
  ].filter((p): p is string => p !== null);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 smw:py-10">
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          {props.subtitle ? <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{props.subtitle}</p> : null}
          <PageTitle>{props.title}</PageTitle>
          {props.startDate && props.endDate ? (
            <p className="text-slate-700">
              {viewer.dateTime(props.startDate, { dateStyle: 'full' })} – {viewer.time(props.endDate)}
              {props.teacherName ? ` · ${t('prejoin.withTeacher', { name: props.teacherName })}` : null}
            </p>
          ) : null}
        </div>
        <ClassroomLanguageChoice />
      </div>
      <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-3">
          <VideoTile
            stream={media.previewStream}
            name={props.selfName}
            self
            audio={media.micOn && Boolean(media.audioTrack)}
            video={Boolean(media.previewStream)}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" aria-pressed={!media.micOn} onClick={() => media.setMicOn(!media.micOn)}>
              {media.micOn ? t('controls.muteMic') : t('controls.unmuteMic')}
            </Button>
            <Button variant="secondary" aria-pressed={!media.cameraOn} onClick={() => media.setCameraOn(!media.cameraOn)}>
              {media.cameraOn ? t('controls.cameraOff') : t('controls.cameraOn')}
            </Button>
          </div>
        </div>
        <Card className="flex flex-col gap-5">
          <h2 className="text-lg font-semibold text-slate-900">{t('prejoin.devicesTitle')}</h2>
          {problems.map((problem) => (
            <Alert key={problem}>{t(`prejoin.problems.${problem}`)}</Alert>
          ))}
          <div className="flex flex-col gap-1.5">
            <label htmlFor={cameraSelectId} className="text-sm font-medium text-slate-800">
              {t('prejoin.camera')}
            </label>
            <select
              id={cameraSelectId}
              value={media.choice.cameraId ?? ''}
              onChange={(event) => media.setCameraId(event.target.value)}
              className="min-h-11 rounded-lg border border-slate-400 bg-white px-3"
            >
              <option value="">{t('prejoin.defaultDevice')}</option>
              {media.devices.cameras.map((device, index) => (
                <option key={device.deviceId} value={device.deviceId}>
                  {device.label || t('prejoin.cameraN', { n: index + 1 })}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={micSelectId} className="text-sm font-medium text-slate-800">
              {t('prejoin.microphone')}
            </label>
            <select
              id={micSelectId}
              value={media.choice.microphoneId ?? ''}
              onChange={(event) => media.setMicrophoneId(event.target.value)}
              className="min-h-11 rounded-lg border border-slate-400 bg-white px-3"
            >
              <option value="">{t('prejoin.defaultDevice')}</option>
              {media.devices.microphones.map((device, index) => (
                <option key={device.deviceId} value={device.deviceId}>
                  {device.label || t('prejoin.microphoneN', { n: index + 1 })}
                </option>
              ))}
            </select>
            <LevelMeter level={level} label={t('prejoin.micLevel')} />
            <p className="text-sm text-slate-600">{t('prejoin.micHint')}</p>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('prejoin.background')}</legend>
            {BACKGROUND_OPTIONS.map((option) => (
              <label key={option} className="flex items-center gap-3 text-sm text-slate-800">
                <input
                  type="radio"
                  name="background"
                  value={option}
                  checked={media.background === option}
                  onChange={() => media.setBackground(option)}
                  className="size-5 accent-brand-700"
                />
                {t(`prejoin.backgrounds.${option}`)}
              </label>
            ))}
            <p className="text-sm text-slate-600">{t('prejoin.backgroundHint')}</p>
          </fieldset>
          {props.canBeAudioRecorded ? (
            <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
              <p className="text-sm text-slate-700">{t('prejoin.recordingNotice')}</p>
              <Checkbox label={t('prejoin.consentLabel')} checked={consent} onCheckedChange={setConsent} />
              <p className="text-sm text-slate-600">{t('prejoin.consentOptional')}</p>
            </div>
          ) : null}
          {props.error ? <Alert>{props.error}</Alert> : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={join} busy={props.busy} disabled={!media.ready} data-testid="join-class">
              {props.joinLabel}
            </Button>
            <Link to={props.diagnosticsHref} className="text-sm font-semibold text-brand-800 underline underline-offset-2">
              {t('prejoin.testSetup')}
            </Link>
          </div>
        </Card>
      </div>
    </div>
  );
}
