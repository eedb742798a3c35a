/**
 * Which classroom controls show, in which state, and which go to the "More" menu on a phone
 * (issue 12 point 11). Pure, so the rules are tested without a browser.
 */
export type ToolbarControlId = 'mic' | 'camera' | 'hand' | 'reactions' | 'share' | 'presentation' | 'startClass';

export interface ToolbarControl {
  id: ToolbarControlId;
  /** aria-pressed: true while the control's "on" state is active (muted, camera off, hand up, sharing). */
  pressed?: boolean;
  /** i18n key of the accessible name (and tooltip), in the classroom namespace. */
  labelKey: string;
  /** A keyboard shortcut (aria-keyshortcuts form), shown in the tooltip. */
  shortcut?: string;
  disabled?: boolean;
  /** Less used: in the "More" menu below the md breakpoint, inline above it. */
  overflow: boolean;
}

export interface ToolbarInput {
  role: 'teacher' | 'student' | 'observer' | null;
  micOn: boolean;
  cameraOn: boolean;
  handRaised: boolean;
  canPresent: boolean;
  canModerate: boolean;
  isDemo: boolean;
  classStatus: 'waiting' | 'started' | 'ended' | null;
  /** This participant shares their screen. */
  sharing: boolean;
  /** Someone else shares theirs. */
  otherSharing: boolean;
  presentationAvailable: boolean;
  presentationActive: boolean;
}

export const SHORTCUTS = { mic: 'Control+D', camera: 'Control+E', hand: 'Control+Alt+H' } as const;

export function toolbarControls(input: ToolbarInput): ToolbarControl[] {
  const list: ToolbarControl[] = [
    {
      id: 'mic',
      pressed: !input.micOn,
      labelKey: input.micOn ? 'controls.muteMic' : 'controls.unmuteMic',
      shortcut: SHORTCUTS.mic,
      overflow: false,
    },
    {
      id: 'camera',
      pressed: !input.cameraOn,
      labelKey: input.cameraOn ? 'controls.cameraOff' : 'controls.cameraOn',
      shortcut: SHORTCUTS.camera,
      overflow: false,
    },
  ];
  // A raised hand means something only with a teacher to see it: students of real classes.
  if (input.role === 'student' && !input.isDemo) {
    list.push({
      id: 'hand',
      pressed: input.handRaised,
      labelKey: input.handRaised ? 'controls.lowerHand' : 'controls.raiseHand',
      shortcut: SHORTCUTS.hand,
      overflow: false,
    });
  }
  if (input.role !== 'observer') list.push({ id: 'reactions', labelKey: 'controls.reactions', overflow: false });
  if (input.canPresent) {
    list.push({
      id: 'share',
      pressed: input.sharing,
      labelKey: input.sharing ? 'controls.stopSharing' : 'controls.shareScreen',
      disabled: !input.sharing && input.otherSharing,
      // The teacher shares often; a student who may present (the demo) less so.
      overflow: input.role !== 'teacher',
    });
    if (input.presentationAvailable && !input.presentationActive) {
      list.push({ id: 'presentation', labelKey: 'controls.openPresentation', overflow: true });
    }
  }
  if (input.canModerate && input.classStatus === 'waiting')
    list.push({ id: 'startClass', labelKey: 'controls.startClass', overflow: false });
  return list;
}
