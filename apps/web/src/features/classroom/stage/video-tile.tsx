import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeerLinkState } from '../room/peer-mesh.ts';

interface VideoTileProps {
  stream: MediaStream | null;
  name: string;
  /** The participant's own view: mirrored and silent (no echo). */
  self?: boolean;
  audio: boolean;
  video: boolean;
  mutedByTeacher?: boolean;
  state?: PeerLinkState;
  role?: string;
  peerId?: string;
  className?: string;
}

/** One participant: the picture (or initials while the camera is off), name, microphone and link state. */
export function VideoTile({
  stream,
  name,
  self = false,
  audio,
  video,
  mutedByTeacher,
  state,
  role,
  peerId,
  className = '',
}: VideoTileProps) {
  const { t } = useTranslation('classroom');
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.srcObject !== stream) element.srcObject = stream;
    if (stream) void element.play().catch(() => undefined);
  }, [stream]);
  const linkState = self ? 'connected' : (state ?? 'new');
  const showPicture = Boolean(stream) && video;
  return (
    <figure
      className={`relative flex aspect-video min-h-0 items-center justify-center overflow-hidden rounded-xl bg-slate-800 ${className}`}
      data-testid="video-tile"
      data-peer={peerId}
      data-self={self || undefined}
      data-state={linkState}
    >
      {/* Remote sound plays through this element even while the picture is hidden. */}
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={self}
        className={`absolute inset-0 size-full object-cover ${self ? '-scale-x-100' : ''} ${showPicture ? '' : 'invisible'}`}
      />
      {showPicture ? null : (
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
        >
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <figcaption className="absolute bottom-2 left-2 flex max-w-[calc(100%-1rem)] items-center gap-1.5 rounded-md bg-slate-900/75 px-2 py-1 text-xs font-semibold text-white">
        <span className="truncate">{self ? t('room.you', { name }) : name}</span>
        {role === 'teacher' ? <span className="rounded bg-brand-700 px-1">{t('roles.teacher')}</span> : null}
        {!audio ? (
          <span role="img" aria-label={mutedByTeacher ? t('room.mutedByTeacher') : t('room.micOff')}>
            🔇
          </span>
        ) : null}
        {!self && linkState !== 'connected' ? <span className="text-amber-300">{t(`room.link.${linkState}`)}</span> : null}
      </figcaption>
    </figure>
  );
}
