import Ellipsis from 'lucide-react/icons/ellipsis';
import Hand from 'lucide-react/icons/hand';
import Mic from 'lucide-react/icons/mic';
import MicOff from 'lucide-react/icons/mic-off';
import MonitorUp from 'lucide-react/icons/monitor-up';
import PhoneOff from 'lucide-react/icons/phone-off';
import Play from 'lucide-react/icons/play';
import Presentation from 'lucide-react/icons/presentation';
import SmilePlus from 'lucide-react/icons/smile-plus';
import Video from 'lucide-react/icons/video';
import VideoOff from 'lucide-react/icons/video-off';
import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import type { LocalMedia } from '../media/use-local-media.ts';
import { openPdf } from '../presentation/pdf-document.ts';
import { REACTION_EMOJI, REACTIONS } from '../room/protocol.ts';
import type { RoomState } from '../room/room-state.ts';
import type { RoomControls } from '../room/use-classroom-room.ts';
import { type ToolbarControl, type ToolbarControlId, toolbarControls } from './toolbar-model.ts';

type Prompt = 'replaceWithPresentation' | 'replaceWithScreen' | 'leave' | null;
type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

const ICONS: Record<ToolbarControlId, { on: Icon; off?: Icon }> = {
  mic: { on: Mic, off: MicOff },
  camera: { on: Video, off: VideoOff },
  hand: { on: Hand },
  reactions: { on: SmilePlus },
  share: { on: MonitorUp },
  presentation: { on: Presentation },
  startClass: { on: Play },
};

const TEST_IDS: Record<ToolbarControlId, string> = {
  mic: 'toggle-mic',
  camera: 'toggle-camera',
  hand: 'raise-hand',
  reactions: 'reactions',
  share: 'share-screen',
  presentation: 'open-presentation',
  startClass: 'start-class',
};

/** "Control+Alt+H" → "Ctrl+Alt+H" for the tooltip. */
const shortcutText = (shortcut: string) => shortcut.replace('Control', 'Ctrl');

/**
 * The classroom toolbar (issue 12 point 11): icon buttons whose state shows by icon and outline
 * (not colour alone) and to screen readers (aria-pressed), keyboard shortcuts in the tooltips,
 * reactions, a "More" menu for the less used controls on a phone (one row at 390 px), and Leave
 * with a confirmation. "End class for all" lives in the header, away from Leave.
 */
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
  const [menu, setMenu] = useState<'reactions' | 'more' | null>(null);
  const menuId = useId();
  const barRef = useRef<HTMLDivElement>(null);
  const { permissions, presentation, screenShare, classState, room } = state;
  const mutedByTeacher = state.self?.mutedByTeacher ?? false;
  const handRaised = state.self?.handRaised ?? false;

  const list = toolbarControls({
    role: state.role,
    micOn: media.micOn,
    cameraOn: media.cameraOn,
    handRaised,
    canPresent: permissions.present,
    canModerate: permissions.moderate,
    isDemo: room?.isDemo ?? false,
    classStatus: classState?.status ?? null,
    sharing,
    otherSharing: Boolean(screenShare) && !sharing,
    presentationAvailable: Boolean(room?.presentationUrl),
    presentationActive: presentation.active,
  });

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

  const run = (id: ToolbarControlId) => {
    if (id !== 'reactions') setMenu(null);
    switch (id) {
      case 'mic':
        return media.setMicOn(!media.micOn);
      case 'camera':
        return media.setCameraOn(!media.cameraOn);
      case 'hand':
        return controls.send({ type: 'raise_hand', raised: !handRaised });
      case 'reactions':
        return setMenu(menu === 'reactions' ? null : 'reactions');
      case 'share':
        if (sharing) return controls.stopScreenShare();
        if (presentation.active) return setPrompt('replaceWithScreen');
        return void controls.startScreenShare(false);
      case 'presentation':
        return screenShare ? setPrompt('replaceWithPresentation') : void openPresentation(false);
      case 'startClass':
        return controls.send({ type: 'start_class' });
    }
  };
  const runRef = useRef(run);
  runRef.current = run;

  // Keyboard shortcuts (as in the video-call tools people know): Ctrl+D microphone, Ctrl+E camera, Ctrl+Alt+H hand.
  const hasHand = list.some((c) => c.id === 'hand');
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.ctrlKey || event.metaKey || event.shiftKey) return;
      const key = event.key.toLowerCase();
      const id: ToolbarControlId | null =
        !event.altKey && key === 'd'
          ? 'mic'
          : !event.altKey && key === 'e'
            ? 'camera'
            : event.altKey && key === 'h' && hasHand
              ? 'hand'
              : null;
      if (!id) return;
      event.preventDefault();
      runRef.current(id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [hasHand]);

  // Menus close on Escape and on a click elsewhere.
  useEffect(() => {
    if (!menu) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenu(null);
    };
    const onPointer = (event: PointerEvent) => {
      if (!barRef.current?.contains(event.target as Node)) setMenu(null);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [menu]);

  const overflow = list.filter((c) => c.overflow);

  return (
    <div ref={barRef} className="relative flex flex-col items-center gap-1">
      <div
        className="flex flex-nowrap items-center justify-center gap-1.5 smw:gap-2"
        role="toolbar"
        aria-label={t('controls.label')}
        data-testid="class-toolbar"
      >
        {list.map((control) => (
          <ToolbarButton
            key={control.id}
            control={control}
            label={t(control.labelKey)}
            busy={control.id === 'presentation' && opening}
            className={control.overflow ? 'hidden md:inline-flex' : ''}
            expanded={control.id === 'reactions' ? menu === 'reactions' : undefined}
            controlsId={control.id === 'reactions' ? `${menuId}-reactions` : undefined}
            onClick={() => run(control.id)}
          />
        ))}
        {overflow.length > 0 ? (
          <ToolbarButton
            control={{ id: 'reactions', labelKey: 'controls.more', overflow: false }}
            icon={Ellipsis}
            label={t('controls.more')}
            className="inline-flex md:hidden"
            expanded={menu === 'more'}
            controlsId={`${menuId}-more`}
            onClick={() => setMenu(menu === 'more' ? null : 'more')}
            testId="toolbar-more"
          />
        ) : null}
        <button
          type="button"
          onClick={() => setPrompt('leave')}
          className="ml-1 inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-red-700 px-3 font-semibold text-white hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white smw:px-4"
          data-testid="leave-class"
        >
          <PhoneOff className="size-5" aria-hidden />
          <span className="sr-only smw:not-sr-only">{t('controls.leave')}</span>
        </button>
      </div>
      {menu === 'reactions' ? (
        <fieldset
          id={`${menuId}-reactions`}
          className="absolute bottom-full mb-2 flex gap-1 rounded-full bg-white p-1.5 shadow-lg"
          data-testid="reaction-picker"
        >
          <legend className="sr-only">{t('controls.reactions')}</legend>
          {REACTIONS.map((reaction) => (
            <button
              key={reaction}
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-full text-2xl hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-700"
              aria-label={t(`reactions.${reaction}`)}
              onClick={() => {
                controls.react(reaction);
                setMenu(null);
              }}
            >
              <span aria-hidden="true">{REACTION_EMOJI[reaction]}</span>
            </button>
          ))}
        </fieldset>
      ) : null}
      {menu === 'more' ? (
        <ul
          id={`${menuId}-more`}
          className="absolute right-0 bottom-full mb-2 flex min-w-56 flex-col rounded-xl bg-white p-1.5 text-slate-900 shadow-lg md:hidden"
        >
          {overflow.map((control) => {
            const Icon = (control.pressed && ICONS[control.id].off) || ICONS[control.id].on;
            return (
              <li key={control.id}>
                <button
                  type="button"
                  disabled={control.disabled}
                  aria-pressed={control.pressed}
                  onClick={() => run(control.id)}
                  className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left font-medium hover:bg-slate-100 disabled:opacity-50"
                >
                  <Icon className="size-5" aria-hidden />
                  {t(control.labelKey)}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {mutedByTeacher && !media.micOn ? <p className="text-center text-sm text-amber-200">{t('room.mutedByTeacherHint')}</p> : null}

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
        open={prompt === 'leave'}
        onClose={() => setPrompt(null)}
        title={t('controls.leaveTitle')}
        description={<p>{room?.isDemo ? t('controls.leaveDemoText') : t('controls.leaveText')}</p>}
        actions={
          <>
            <Button variant="secondary" onClick={() => setPrompt(null)}>
              {t('controls.stay')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setPrompt(null);
                controls.leave();
              }}
              data-testid="confirm-leave"
            >
              {t('controls.leaveConfirm')}
            </Button>
          </>
        }
      />
    </div>
  );
}

function ToolbarButton({
  control,
  label,
  icon,
  busy = false,
  className = '',
  expanded,
  controlsId,
  onClick,
  testId,
}: {
  control: ToolbarControl;
  label: string;
  icon?: Icon;
  busy?: boolean;
  className?: string;
  expanded?: boolean;
  controlsId?: string;
  onClick: () => void;
  testId?: string;
}) {
  const Icon = icon ?? ((control.pressed && ICONS[control.id].off) || ICONS[control.id].on);
  // "Pressed" (muted, camera off, hand up, sharing) shows as a light button with a ring, not only a colour.
  const look = control.pressed
    ? control.id === 'hand' || control.id === 'share'
      ? 'bg-amber-300 text-slate-950 ring-2 ring-white'
      : 'bg-white text-slate-950 ring-2 ring-red-600'
    : 'bg-slate-700 text-white hover:bg-slate-600';
  const tooltip = control.shortcut ? `${label} (${shortcutText(control.shortcut)})` : label;
  return (
    <span className={`group relative ${className || 'inline-flex'}`}>
      <button
        type="button"
        aria-label={label}
        aria-pressed={control.pressed}
        aria-expanded={expanded}
        aria-controls={expanded ? controlsId : undefined}
        aria-keyshortcuts={control.shortcut}
        aria-busy={busy || undefined}
        disabled={control.disabled || busy}
        onClick={onClick}
        className={`inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-50 ${look}`}
        data-testid={testId ?? TEST_IDS[control.id]}
      >
        <Icon className="size-5" aria-hidden />
      </button>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 hidden -translate-x-1/2 rounded bg-slate-950 px-2 py-1 text-xs whitespace-nowrap text-white group-hover:block group-has-focus-visible:block"
      >
        {tooltip}
      </span>
    </span>
  );
}
