import Hand from 'lucide-react/icons/hand';
import Timer from 'lucide-react/icons/timer';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { REACTION_EMOJI } from '../room/protocol.ts';
import { REACTION_SHOWN_MS, type RoomState } from '../room/room-state.ts';
import type { RoomControls } from '../room/use-classroom-room.ts';
import { classTimerOf, formatDuration } from './class-timer.ts';

/** Elapsed and remaining time of the class, by the server's clock (issue 12 point 11). */
export function ClassTimer({ state, compact }: { state: RoomState; compact: boolean }) {
  const { t } = useTranslation('classroom');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const room = state.room;
  if (!room) return null;
  const timer = classTimerOf(room.startDate, state.classState?.endsAt ?? room.endDate, now + state.clockSkewMs);
  if (!timer || timer.phase === 'over') return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-100 tabular-nums" data-testid="class-timer">
      {/* An icon, not the ⏱ emoji: a machine without an emoji font shows a blank box. */}
      <Timer aria-hidden="true" className="size-4" />
      {timer.phase === 'before' ? (
        t('timer.startsIn', { time: formatDuration(timer.startsInSeconds) })
      ) : (
        <>
          <span>{t('timer.elapsed', { time: formatDuration(timer.elapsedSeconds) })}</span>
          {/* In the last five minutes the amber countdown says what is left. */}
          {compact ? null : (
            <span className="text-slate-300">· {t('timer.remaining', { time: formatDuration(timer.remainingSeconds) })}</span>
          )}
        </>
      )}
    </p>
  );
}

/** "End class for all": the teacher's, in the header, far from Leave, with its own confirmation. */
export function EndClassButton({ controls }: { controls: RoomControls }) {
  const { t } = useTranslation('classroom');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="danger"
        className="min-h-9 border-red-300! bg-transparent! px-3 py-1.5 text-red-200! hover:bg-red-950!"
        onClick={() => setOpen(true)}
        data-testid="end-class"
      >
        {t('controls.endClass')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('controls.endClassTitle')}
        description={<p>{t('controls.endClassText')}</p>}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('actions.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setOpen(false);
                controls.send({ type: 'end_class' });
              }}
              data-testid="confirm-end-class"
            >
              {t('controls.endClassConfirm')}
            </Button>
          </>
        }
      />
    </>
  );
}

/** Reactions float over the stage for a few seconds; raised hands show to the teacher as a strip. */
export function ReactionsOverlay({ state, controls }: { state: RoomState; controls: RoomControls }) {
  const { t } = useTranslation('classroom');
  const { reactions } = state;
  const shown = useRef(new Set<number>());
  useEffect(() => {
    for (const reaction of reactions) {
      if (shown.current.has(reaction.id)) continue;
      shown.current.add(reaction.id);
      setTimeout(() => {
        shown.current.delete(reaction.id);
        controls.reactionShown(reaction.id);
      }, REACTION_SHOWN_MS);
    }
  }, [reactions, controls]);
  const nameOf = (peerId: string) =>
    peerId === state.self?.peerId ? t('reactions.you') : (state.participants.find((p) => p.peerId === peerId)?.name ?? '');
  const hands = state.permissions.moderate ? state.participants.filter((p) => p.handRaised && p.state === 'in_class') : [];
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-2 z-10 flex flex-col items-start gap-2 px-3" aria-hidden="true">
      {hands.length > 0 ? (
        <p
          className="flex items-center gap-2 rounded-full bg-amber-300 px-3 py-1 text-sm font-semibold text-slate-950"
          data-testid="raised-hands"
        >
          <Hand className="size-4" />
          {hands.map((p) => p.name).join(', ')}
        </p>
      ) : null}
      <ul className="flex flex-wrap gap-2" data-testid="reaction-list">
        {reactions.map((reaction) => (
          <li key={reaction.id} className="flex items-center gap-1 rounded-full bg-slate-950/80 px-3 py-1 text-sm text-white">
            <span className="text-xl">{REACTION_EMOJI[reaction.emoji]}</span>
            {nameOf(reaction.peerId)}
          </li>
        ))}
      </ul>
    </div>
  );
}
