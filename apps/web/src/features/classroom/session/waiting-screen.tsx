import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import type { LocalMedia } from '../media/use-local-media.ts';
import type { ClassFlow } from '../room/room-selectors.ts';
import type { RoomState } from '../room/room-state.ts';
import type { RoomControls } from '../room/use-classroom-room.ts';
import { VideoTile } from '../stage/video-tile.tsx';

/**
 * The student's waiting room (001 §4): ask to join, wait to be let in (the teacher may not
 * be there yet), or hear that the teacher said no.
 */
export function StudentWaitingScreen({
  state,
  flow,
  media,
  controls,
}: {
  state: RoomState;
  flow: ClassFlow;
  media: LocalMedia;
  controls: RoomControls;
}) {
  const { t } = useTranslation('classroom');
  const teacherPresent = state.classState?.teacherPresent ?? false;
  const late = state.self?.late ?? false;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8" data-testid="waiting-screen" data-flow={flow}>
      <PageTitle>{state.room?.title ?? t('waiting.title')}</PageTitle>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-3">
          <VideoTile
            stream={media.previewStream}
            name={state.self?.name ?? ''}
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
        <Card className="flex flex-col gap-4">
          <div role="status" aria-live="polite" className="flex flex-col gap-2">
            <h2 className="text-xl font-semibold text-slate-900">
              {t(`waiting.${flow === 'asking' || flow === 'denied' ? flow : 'expected'}.title`)}
            </h2>
            <p className="text-slate-700">
              {flow === 'denied'
                ? t('waiting.denied.text')
                : flow === 'asking'
                  ? teacherPresent
                    ? t('waiting.asking.text')
                    : t('waiting.asking.noTeacher')
                  : teacherPresent
                    ? t('waiting.expected.text')
                    : t('waiting.expected.noTeacher')}
            </p>
            {late && flow === 'asking' ? <p className="text-sm text-slate-700">{t('waiting.late')}</p> : null}
            <p className="text-sm font-semibold text-slate-800">
              {teacherPresent ? t('flow.teacher_joined') : t('flow.waiting_for_teacher')}
            </p>
          </div>
          {flow === 'expected' ? (
            <Button className="self-start" onClick={() => controls.send({ type: 'ask_to_join' })} data-testid="ask-to-join">
              {t('waiting.askToJoin')}
            </Button>
          ) : null}
          {flow === 'asking' ? (
            <div className="flex items-center gap-3 text-slate-700">
              <Spinner size="sm" decorative />
              {t('waiting.waitingForAdmission')}
            </div>
          ) : null}
          <Button variant="secondary" className="self-start" onClick={controls.leave}>
            {t('controls.leave')}
          </Button>
        </Card>
      </div>
    </div>
  );
}
