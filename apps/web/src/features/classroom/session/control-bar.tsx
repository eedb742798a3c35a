import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import type { LocalMedia } from '../media/use-local-media.ts';
import { openPdf } from '../presentation/pdf-document.ts';
import type { RoomState } from '../room/room-state.ts';
import type { RoomControls } from '../room/use-classroom-room.ts';

type Prompt = 'replaceWithPresentation' | 'replaceWithScreen' | 'endClass' | null;

const barButton = 'min-h-11 px-3';

/** Microphone, camera, sharing, class start/end and leave: the row under the stage. */
export function ControlBar({
  state,
  media,
  controls,
  sharing,
}: {
  state: RoomState;
  media: LocalMedia;
  controls: RoomControls;
  sharing: boolean;
}) {
  const { t } = useTranslation('classroom');
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [opening, setOpening] = useState(false);
  const { permissions, presentation, screenShare, classState, room } = state;
  const mutedByTeacher = state.self?.mutedByTeacher ?? false;

  const openPresentation = async (replace: boolean) => {
    if (!room?.presentationUrl) return;
    setOpening(true);
    try {
      const document = await openPdf(room.presentationUrl);
      controls.send({ type: 'presentation_open', page: presentation.page || 1, pageCount: document.numPages, replace });
    } catch {
      controls.reportError('pdf_load_failed');
    } finally {
      setOpening(false);
    }
  };

  const shareScreen = () => {
    if (presentation.active) setPrompt('replaceWithScreen');
    else void controls.startScreenShare(false);
  };

  return (
    <div className="flex flex-wrap items-center justify-center gap-2" role="toolbar" aria-label={t('controls.label')}>
      <Button
        variant={media.micOn ? 'secondary' : 'primary'}
        className={barButton}
        aria-pressed={!media.micOn}
        onClick={() => media.setMicOn(!media.micOn)}
        data-testid="toggle-mic"
      >
        {media.micOn ? t('controls.muteMic') : t('controls.unmuteMic')}
      </Button>
      <Button
        variant={media.cameraOn ? 'secondary' : 'primary'}
        className={barButton}
        aria-pressed={!media.cameraOn}
        onClick={() => media.setCameraOn(!media.cameraOn)}
        data-testid="toggle-camera"
      >
        {media.cameraOn ? t('controls.cameraOff') : t('controls.cameraOn')}
      </Button>
      {permissions.present ? (
        sharing ? (
          <Button variant="primary" className={barButton} onClick={controls.stopScreenShare}>
            {t('controls.stopSharing')}
          </Button>
        ) : (
          <Button variant="secondary" className={barButton} onClick={shareScreen} disabled={Boolean(screenShare)}>
            {t('controls.shareScreen')}
          </Button>
        )
      ) : null}
      {permissions.present && room?.presentationUrl && !presentation.active ? (
        <Button
          variant="secondary"
          className={barButton}
          busy={opening}
          onClick={() => (screenShare ? setPrompt('replaceWithPresentation') : void openPresentation(false))}
          data-testid="open-presentation"
        >
          {t('controls.openPresentation')}
        </Button>
      ) : null}
      {permissions.moderate && classState?.status === 'waiting' ? (
        <Button className={barButton} onClick={() => controls.send({ type: 'start_class' })} data-testid="start-class">
          {t('controls.startClass')}
        </Button>
      ) : null}
      {permissions.moderate && classState?.status !== 'ended' ? (
        <Button variant="secondary" className={`${barButton} text-red-800`} onClick={() => setPrompt('endClass')} data-testid="end-class">
          {t('controls.endClass')}
        </Button>
      ) : null}
      <Button variant="secondary" className={barButton} onClick={controls.leave} data-testid="leave-class">
        {t('controls.leave')}
      </Button>
      {mutedByTeacher && !media.micOn ? <p className="w-full text-center text-sm text-amber-200">{t('room.mutedByTeacherHint')}</p> : null}

      <Dialog
        open={prompt === 'replaceWithPresentation' || prompt === 'replaceWithScreen'}
        onClose={() => setPrompt(null)}
        title={prompt === 'replaceWithScreen' ? t('replace.screenTitle') : t('replace.presentationTitle')}
        description={<p>{prompt === 'replaceWithScreen' ? t('replace.screenText') : t('replace.presentationText')}</p>}
        actions={
          <>
            <Button variant="secondary" onClick={() => setPrompt(null)}>
              {t('actions.cancel')}
            </Button>
            <Button
              onClick={() => {
                const which = prompt;
                setPrompt(null);
                if (which === 'replaceWithScreen') void controls.startScreenShare(true);
                else void openPresentation(true);
              }}
            >
              {t('replace.confirm')}
            </Button>
          </>
        }
      />
      <Dialog
        open={prompt === 'endClass'}
        onClose={() => setPrompt(null)}
        title={t('controls.endClassTitle')}
        description={<p>{t('controls.endClassText')}</p>}
        actions={
          <>
            <Button variant="secondary" onClick={() => setPrompt(null)}>
              {t('actions.cancel')}
            </Button>
            <Button
              onClick={() => {
                setPrompt(null);
                controls.send({ type: 'end_class' });
              }}
              data-testid="confirm-end-class"
            >
              {t('controls.endClassConfirm')}
            </Button>
          </>
        }
      />
    </div>
  );
}
