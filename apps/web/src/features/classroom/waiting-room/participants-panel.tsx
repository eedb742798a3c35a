import Hand from 'lucide-react/icons/hand';
import MicOff from 'lucide-react/icons/mic-off';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../shared/ui/badge.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import type { ClientMessage, Participant, ParticipantState } from '../room/protocol.ts';

const STATE_TONES: Record<ParticipantState, BadgeTone> = {
  expected: 'muted',
  asking: 'warning',
  in_class: 'success',
  denied: 'neutral',
  removed: 'neutral',
  left: 'muted',
};
const ORDER: ParticipantState[] = ['asking', 'in_class', 'expected', 'left', 'denied', 'removed'];

interface ParticipantsPanelProps {
  participants: Participant[];
  waitingRoom: Participant[];
  selfPeerId: string | null;
  canModerate: boolean;
  /** The class may be recorded: the teacher sees who declined (their audio is not recorded). */
  canBeAudioRecorded?: boolean;
  send: (message: ClientMessage) => void;
}

/**
 * The teacher's waiting room and class list (001 §4, §6): asking to join (admit, deny, admit
 * all), in class (mute, remove after a confirmation), expected, denied, removed.
 * Students see who is in class.
 */
export function ParticipantsPanel({
  participants,
  waitingRoom,
  selfPeerId,
  canModerate,
  canBeAudioRecorded = false,
  send,
}: ParticipantsPanelProps) {
  const { t } = useTranslation('classroom');
  const [removing, setRemoving] = useState<Participant | null>(null);
  // The waiting room list is authoritative for who asks; the rest comes from participants.
  const byPeer = new Map(participants.map((p) => [p.peerId, p]));
  for (const p of waitingRoom) byPeer.set(p.peerId, p);
  const people = [...byPeer.values()].filter((p) => p.role !== 'observer');
  // Raised hands first within a state: the teacher answers them in turn.
  const sorted = people.sort(
    (a, b) =>
      ORDER.indexOf(a.state) - ORDER.indexOf(b.state) ||
      Number(Boolean(b.handRaised)) - Number(Boolean(a.handRaised)) ||
      a.name.localeCompare(b.name),
  );
  const admittable = waitingRoom.filter((p) => !p.late);

  return (
    <section className="flex flex-col gap-4" aria-labelledby="participants-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="participants-title" className="text-base font-semibold text-slate-900">
          {canModerate ? t('participants.titleTeacher') : t('participants.title')}
        </h2>
        {canModerate && admittable.length > 1 ? (
          <Button variant="secondary" onClick={() => send({ type: 'admit_all' })}>
            {t('participants.admitAll', { count: admittable.length })}
          </Button>
        ) : null}
      </div>
      {canModerate && waitingRoom.length > 0 ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          {t('participants.askingCount', { count: waitingRoom.length })}
        </p>
      ) : null}
      <ul className="flex flex-col gap-2" data-testid="participants-list">
        {sorted.map((p) => (
          <li
            key={p.peerId}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
            data-testid="participant"
            data-peer={p.peerId}
            data-state={p.state}
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-900">{p.peerId === selfPeerId ? t('room.you', { name: p.name }) : p.name}</span>
              {p.role === 'teacher' ? (
                <Badge tone="info">{t('roles.teacher')}</Badge>
              ) : (
                <Badge tone={STATE_TONES[p.state]}>{t(`participants.states.${p.state}`)}</Badge>
              )}
              {p.late && p.state === 'asking' ? <Badge tone="warning">{t('participants.late')}</Badge> : null}
              {p.handRaised ? (
                <Badge tone="warning">
                  <Hand className="mr-1 inline size-3.5" aria-hidden />
                  {t('participants.handRaised')}
                </Badge>
              ) : null}
              {canModerate && canBeAudioRecorded && p.role === 'student' && p.recordingConsent === false ? (
                <Badge tone="neutral">
                  <MicOff className="mr-1 inline size-3.5" aria-hidden />
                  <span data-testid="not-recorded">{t('participants.notRecorded')}</span>
                </Badge>
              ) : null}
              {p.state === 'in_class' && !p.audio ? (
                <span className="text-xs text-slate-600">{p.mutedByTeacher ? t('room.mutedByTeacher') : t('room.micOff')}</span>
              ) : null}
            </div>
            {canModerate && p.role === 'student' ? (
              <div className="flex flex-wrap gap-2">
                {p.state === 'asking' || p.state === 'denied' ? (
                  <Button
                    className="min-h-9 px-3 py-1.5"
                    onClick={() => send({ type: 'admit', peerId: p.peerId })}
                    aria-label={t('participants.admitLabel', { name: p.name })}
                  >
                    {t('participants.admit')}
                  </Button>
                ) : null}
                {p.state === 'asking' ? (
                  <Button
                    variant="secondary"
                    className="min-h-9 px-3 py-1.5"
                    onClick={() => send({ type: 'deny', peerId: p.peerId })}
                    aria-label={t('participants.denyLabel', { name: p.name })}
                  >
                    {t('participants.deny')}
                  </Button>
                ) : null}
                {p.handRaised ? (
                  <Button
                    variant="secondary"
                    className="min-h-9 px-3 py-1.5"
                    onClick={() => send({ type: 'lower_hand', peerId: p.peerId })}
                    aria-label={t('participants.lowerHandLabel', { name: p.name })}
                  >
                    {t('participants.lowerHand')}
                  </Button>
                ) : null}
                {p.state === 'in_class' && p.audio ? (
                  <Button
                    variant="secondary"
                    className="min-h-9 px-3 py-1.5"
                    onClick={() => send({ type: 'mute', peerId: p.peerId })}
                    aria-label={t('participants.muteLabel', { name: p.name })}
                  >
                    {t('participants.mute')}
                  </Button>
                ) : null}
                {p.state === 'in_class' || p.state === 'asking' || p.state === 'left' ? (
                  <Button
                    variant="ghost"
                    className="min-h-9 px-3 py-1.5 text-red-800"
                    onClick={() => setRemoving(p)}
                    aria-label={t('participants.removeLabel', { name: p.name })}
                  >
                    {t('participants.remove')}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('participants.removeTitle', { name: removing?.name ?? '' })}
        description={<p>{t('participants.removeText')}</p>}
        actions={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('actions.cancel')}
            </Button>
            <Button
              onClick={() => {
                if (removing) send({ type: 'remove', peerId: removing.peerId });
                setRemoving(null);
              }}
            >
              {t('participants.removeConfirm')}
            </Button>
          </>
        }
      />
    </section>
  );
}
