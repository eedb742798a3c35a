import { useTranslation } from 'react-i18next';
import type { LocalMedia } from '../media/use-local-media.ts';
import { PresentationStage } from '../presentation/presentation-stage.tsx';
import type { RemoteMedia } from '../room/peer-mesh.ts';
import type { Participant } from '../room/protocol.ts';
import type { RoomState } from '../room/room-state.ts';
import type { RoomControls } from '../room/use-classroom-room.ts';
import { VideoTile } from '../stage/video-tile.tsx';

interface StageAreaProps {
  state: RoomState;
  remotes: RemoteMedia[];
  localScreen: MediaStream | null;
  media: LocalMedia;
  controls: RoomControls;
}

/** What fills the stage: a screen share, or the deck, or (neither) the video tiles in a grid. */
export function StageArea({ state, remotes, localScreen, media, controls }: StageAreaProps) {
  const { t } = useTranslation('classroom');
  const self = state.self;
  const tiles = visibleTiles(state, remotes);
  const share = state.screenShare;
  const sharedStream = share
    ? share.peerId === self?.peerId
      ? localScreen
      : (remotes.find((r) => r.peerId === share.peerId)?.screen ?? null)
    : null;
  const presentationUrl = state.room?.presentationUrl ?? null;
  const showDeck = !share && state.presentation.active && presentationUrl;
  const focus = Boolean(share) || Boolean(showDeck);

  const selfTile = self ? (
    <VideoTile
      key="self"
      stream={media.previewStream}
      name={self.name}
      self
      peerId={self.peerId}
      role={self.role}
      audio={media.micOn && Boolean(media.audioTrack)}
      video={Boolean(media.previewStream)}
    />
  ) : null;
  const remoteTiles = tiles.map(({ participant, remote }) => (
    <VideoTile
      key={participant.peerId}
      stream={remote?.camera ?? null}
      name={participant.name}
      peerId={participant.peerId}
      role={participant.role}
      audio={participant.audio}
      video={participant.video}
      mutedByTeacher={participant.mutedByTeacher}
      state={remote?.state ?? 'new'}
    />
  ));

  if (!focus) {
    const count = remoteTiles.length + 1;
    const columns = count <= 1 ? 'grid-cols-1' : count <= 4 ? 'grid-cols-1 smn:grid-cols-2' : 'grid-cols-2 md:grid-cols-3';
    return (
      <section aria-label={t('room.videos')} className={`grid flex-1 content-center gap-3 ${columns}`}>
        {selfTile}
        {remoteTiles}
        {count === 1 ? <p className="text-center text-sm text-slate-300 smn:col-span-2">{t('room.alone')}</p> : null}
      </section>
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 lg:flex-row">
      {share ? (
        <section aria-labelledby="share-title" className="flex min-h-0 flex-1 flex-col gap-2" data-testid="screen-share">
          <h2 id="share-title" className="text-sm font-semibold text-white">
            {share.peerId === self?.peerId
              ? t('screenShare.youAreSharing')
              : t('screenShare.sharing', { name: nameOf(state, share.peerId) })}
          </h2>
          <ScreenVideo stream={sharedStream} label={t('screenShare.videoLabel')} />
        </section>
      ) : presentationUrl ? (
        <PresentationStage
          url={presentationUrl}
          title={state.room?.title ?? ''}
          presentation={state.presentation}
          canPresent={state.permissions.present}
          annotations={state.annotations}
          send={controls.send}
          drawLocal={controls.drawLocal}
          clearLocal={controls.clearLocal}
          reportError={controls.reportError}
        />
      ) : null}
      <section aria-label={t('room.videos')} className="grid shrink-0 grid-cols-3 gap-2 lg:w-56 lg:grid-cols-1 lg:content-start">
        {selfTile}
        {remoteTiles}
      </section>
    </div>
  );
}

function ScreenVideo({ stream, label }: { stream: MediaStream | null; label: string }) {
  return (
    <video
      ref={(element) => {
        if (element && element.srcObject !== stream) {
          element.srcObject = stream;
          if (stream) void element.play().catch(() => undefined);
        }
      }}
      autoPlay
      playsInline
      muted
      aria-label={label}
      className="min-h-48 w-full flex-1 rounded-xl bg-black object-contain"
    />
  );
}

function nameOf(state: RoomState, peerId: string): string {
  return state.participants.find((p) => p.peerId === peerId)?.name ?? '';
}

/** Other participants in class (observers never show), each with its link if one exists. */
function visibleTiles(state: RoomState, remotes: RemoteMedia[]): Array<{ participant: Participant; remote: RemoteMedia | undefined }> {
  return state.participants
    .filter((p) => p.peerId !== state.self?.peerId && p.role !== 'observer' && p.state === 'in_class' && p.connected)
    .map((participant) => ({ participant, remote: remotes.find((r) => r.peerId === participant.peerId) }));
}
