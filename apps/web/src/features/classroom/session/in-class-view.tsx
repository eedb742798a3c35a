import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { ChatPanel } from '../chat/chat-panel.tsx';
import type { LocalMedia } from '../media/use-local-media.ts';
import type { RemoteMedia } from '../room/peer-mesh.ts';
import type { RoomState } from '../room/room-state.ts';
import { type ClassFlow, classFlowOf } from '../room/room-selectors.ts';
import type { RoomControls } from '../room/use-classroom-room.ts';
import { ParticipantsPanel } from '../waiting-room/participants-panel.tsx';
import { ClassTimer, EndClassButton, ReactionsOverlay } from './class-header-extras.tsx';
import { ControlBar } from './control-bar.tsx';
import { StageArea } from './stage-area.tsx';
import { formatCountdown, useHardStopCountdown } from './use-countdown.ts';

interface InClassViewProps {
  state: RoomState;
  remotes: RemoteMedia[];
  localScreen: MediaStream | null;
  media: LocalMedia;
  controls: RoomControls;
}

type Panel = 'chat' | 'people';

let clientIds = 0;

/** The class itself: header (state, countdown), stage, controls, and the chat / people panel. */
export function InClassView({ state, remotes, localScreen, media, controls }: InClassViewProps) {
  const { t } = useTranslation('classroom');
  const [panel, setPanel] = useState<Panel>('chat');
  const tabsId = useId();
  const flow = classFlowOf(state);
  const countdown = useHardStopCountdown(state);
  const announcement = useFlowAnnouncement(state, flow);
  const moderator = state.permissions.moderate;
  const asking = state.waitingRoom.length;

  // A new student asking to join takes the teacher to the waiting room panel.
  const lastAsking = useRef(asking);
  useEffect(() => {
    if (moderator && asking > lastAsking.current) setPanel('people');
    lastAsking.current = asking;
  }, [moderator, asking]);

  return (
    <div
      className="flex min-h-[calc(100vh-4rem)] flex-col bg-slate-900 text-white"
      data-testid="in-class"
      data-flow={flow}
      data-status={state.classState?.status}
    >
      <header className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-700 px-4 py-3">
        <PageTitle className="text-lg! text-white! smw:text-xl!" title={state.room?.title}>
          {state.room?.title}
        </PageTitle>
        <p className="text-sm text-slate-200" data-testid="class-flow">
          {flow === 'demo' ? t('demo.inRoomNotice') : t(`flow.${flow}`)}
          {state.classState?.status === 'waiting' ? ` · ${t('flow.notStarted')}` : null}
          {state.phase === 'reconnecting' ? ` · ${t('flow.reconnecting')}` : null}
        </p>
        <ClassTimer state={state} compact={countdown !== null} />
        {countdown !== null ? (
          <p className="ml-auto rounded-full bg-amber-400 px-3 py-1 text-sm font-bold text-slate-900" data-testid="hard-stop-countdown">
            <span className="sr-only">{t('room.hardStopIn')} </span>
            <span aria-hidden="true">⏱ </span>
            {formatCountdown(countdown)}
          </p>
        ) : null}
        {moderator && state.classState?.status !== 'ended' ? (
          <div className={countdown !== null ? '' : 'ml-auto'}>
            <EndClassButton controls={controls} />
          </div>
        ) : null}
        <p className="sr-only" role="status" aria-live="polite">
          {announcement}
        </p>
      </header>
      <div className="flex min-h-0 flex-1 flex-col gap-3 p-3 md:flex-row">
        <div className="flex min-h-0 flex-1 flex-col gap-3">
          <div className="relative flex min-h-0 flex-1 flex-col">
            <StageArea state={state} remotes={remotes} localScreen={localScreen} media={media} controls={controls} />
            <ReactionsOverlay state={state} controls={controls} />
          </div>
          <ControlBar state={state} media={media} controls={controls} sharing={Boolean(localScreen)} />
        </div>
        <aside
          className="flex min-h-80 flex-col gap-3 rounded-xl bg-white p-3 text-slate-900 md:w-80 md:shrink-0 lg:w-96"
          aria-label={t('room.sidePanel')}
        >
          <div role="tablist" aria-label={t('room.sidePanel')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
            {(['chat', 'people'] as const).map((id) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`${tabsId}-${id}`}
                aria-selected={panel === id}
                aria-controls={`${tabsId}-${id}-panel`}
                onClick={() => setPanel(id)}
                className={`min-h-10 flex-1 rounded-md px-3 text-sm font-semibold ${panel === id ? 'bg-white text-brand-900 shadow' : 'text-slate-700'}`}
              >
                {id === 'chat' ? t('chat.title') : moderator ? t('participants.tabTeacher', { count: asking }) : t('participants.tab')}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`${tabsId}-chat-panel`}
            aria-labelledby={`${tabsId}-chat`}
            hidden={panel !== 'chat'}
            className="flex min-h-0 flex-1 flex-col"
          >
            <ChatPanel
              messages={state.chat}
              selfPeerId={state.self?.peerId ?? null}
              canSend={state.permissions.chat}
              canDelete={state.permissions.deleteChat}
              onSend={(text) => {
                clientIds += 1;
                controls.send({ type: 'chat_send', text, clientId: `c${clientIds}` });
              }}
              onDelete={(message) => controls.send({ type: 'chat_delete', messageId: message.id })}
            />
          </div>
          <div
            role="tabpanel"
            id={`${tabsId}-people-panel`}
            aria-labelledby={`${tabsId}-people`}
            hidden={panel !== 'people'}
            className="min-h-0 flex-1 overflow-y-auto"
          >
            <ParticipantsPanel
              participants={state.participants}
              waitingRoom={state.waitingRoom}
              selfPeerId={state.self?.peerId ?? null}
              canModerate={moderator}
              canBeAudioRecorded={state.room?.canBeAudioRecorded ?? false}
              send={controls.send}
            />
          </div>
        </aside>
      </div>
    </div>
  );
}

/** A sentence for screen readers when the class flow or the waiting room changes. */
function useFlowAnnouncement(state: RoomState, flow: ClassFlow): string {
  const { t } = useTranslation('classroom');
  const [text, setText] = useState('');
  // A string key, so the effect runs when the set of raised hands changes, not on every render.
  const handsKey = state.participants
    .filter((p) => p.handRaised)
    .map((p) => p.peerId)
    .join(' ');
  const lastReaction = state.reactions.at(-1);
  const previous = useRef({
    flow,
    status: state.classState?.status,
    asking: state.waitingRoom.length,
    handsKey,
    reaction: lastReaction?.id,
  });
  useEffect(() => {
    const before = previous.current;
    const status = state.classState?.status;
    const asking = state.waitingRoom.length;
    const nameOf = (peerId: string) => state.participants.find((p) => p.peerId === peerId)?.name ?? '';
    const selfId = state.self?.peerId;
    const hands = handsKey ? handsKey.split(' ') : [];
    const handsBefore = before.handsKey ? before.handsKey.split(' ') : [];
    const raised = hands.find((peerId) => !handsBefore.includes(peerId));
    const lowered = handsBefore.find((peerId) => !hands.includes(peerId));
    if (before.flow !== flow) setText(flow === 'demo' ? t('demo.inRoomNotice') : t(`flow.${flow}`));
    else if (before.status !== status && status === 'started') setText(t('flow.started'));
    else if (asking > before.asking) setText(t('participants.askingCount', { count: asking }));
    else if (raised) setText(raised === selfId ? t('announce.ownHandRaised') : t('announce.handRaised', { name: nameOf(raised) }));
    else if (lowered) setText(lowered === selfId ? t('announce.ownHandLowered') : t('announce.handLowered', { name: nameOf(lowered) }));
    else if (lastReaction && lastReaction.id !== before.reaction && lastReaction.peerId !== selfId) {
      setText(t('announce.reaction', { name: nameOf(lastReaction.peerId), reaction: t(`reactions.${lastReaction.emoji}`) }));
    }
    previous.current = { flow, status, asking, handsKey, reaction: lastReaction?.id };
  }, [flow, state.classState?.status, state.waitingRoom.length, handsKey, lastReaction, state.participants, state.self?.peerId, t]);
  return text;
}
