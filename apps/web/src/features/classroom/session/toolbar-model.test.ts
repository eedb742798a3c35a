import { describe, expect, it } from 'vitest';
import { classTimerOf, formatDuration } from './class-timer.ts';
import { type ToolbarInput, toolbarControls } from './toolbar-model.ts';

const base: ToolbarInput = {
  role: 'student',
  micOn: true,
  cameraOn: true,
  handRaised: false,
  canPresent: false,
  canModerate: false,
  isDemo: false,
  classStatus: 'started',
  sharing: false,
  otherSharing: false,
  presentationAvailable: true,
  presentationActive: false,
};
const ids = (input: ToolbarInput) => toolbarControls(input).map((c) => c.id);
const find = (input: ToolbarInput, id: string) => toolbarControls(input).find((c) => c.id === id);

describe('toolbarControls', () => {
  it('shows each on/off state as aria-pressed and a label saying what a press does', () => {
    expect(find(base, 'mic')).toMatchObject({ pressed: false, labelKey: 'controls.muteMic', shortcut: 'Control+D' });
    expect(find({ ...base, micOn: false }, 'mic')).toMatchObject({ pressed: true, labelKey: 'controls.unmuteMic' });
    expect(find({ ...base, cameraOn: false }, 'camera')).toMatchObject({ pressed: true, labelKey: 'controls.cameraOn' });
    expect(find({ ...base, handRaised: true }, 'hand')).toMatchObject({ pressed: true, labelKey: 'controls.lowerHand' });
  });

  it('gives students of a class a hand and reactions, no sharing; the demo has no hand (nobody to see it)', () => {
    expect(ids(base)).toEqual(['mic', 'camera', 'hand', 'reactions']);
    expect(ids({ ...base, isDemo: true, canPresent: true })).toEqual(['mic', 'camera', 'reactions', 'share', 'presentation']);
  });

  it('gives the teacher sharing inline, the presentation in the overflow, and Start class while waiting', () => {
    const teacher = { ...base, role: 'teacher' as const, canPresent: true, canModerate: true, classStatus: 'waiting' as const };
    expect(ids(teacher)).toEqual(['mic', 'camera', 'reactions', 'share', 'presentation', 'startClass']);
    expect(toolbarControls(teacher).filter((c) => !c.overflow).length).toBeLessThanOrEqual(5);
    expect(find(teacher, 'presentation')?.overflow).toBe(true);
    expect(ids({ ...teacher, classStatus: 'started', presentationActive: true })).toEqual(['mic', 'camera', 'reactions', 'share']);
    expect(find({ ...teacher, otherSharing: true }, 'share')?.disabled).toBe(true);
    expect(find({ ...teacher, sharing: true }, 'share')).toMatchObject({
      pressed: true,
      labelKey: 'controls.stopSharing',
      disabled: false,
    });
  });

  it('keeps at most five inline controls for anyone (plus More and Leave: one row at 390 px)', () => {
    for (const role of ['teacher', 'student', 'observer'] as const) {
      for (const canPresent of [true, false]) {
        const inline = toolbarControls({ ...base, role, canPresent, canModerate: role === 'teacher', classStatus: 'waiting' }).filter(
          (c) => !c.overflow,
        );
        expect(inline.length).toBeLessThanOrEqual(5);
      }
    }
  });
});

describe('classTimerOf', () => {
  const start = '2026-05-06T10:00:00Z';
  const end = '2026-05-06T11:00:00Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts down to the start, then elapsed and remaining, then over', () => {
    expect(classTimerOf(start, end, at('2026-05-06T09:57:30Z'))).toEqual({ phase: 'before', startsInSeconds: 150, lengthSeconds: 3600 });
    expect(classTimerOf(start, end, at('2026-05-06T10:12:34Z'))).toEqual({ phase: 'running', elapsedSeconds: 754, remainingSeconds: 2846 });
    expect(classTimerOf(start, end, at('2026-05-06T11:00:00Z'))).toEqual({ phase: 'over' });
    expect(classTimerOf('nope', end, 0)).toBeNull();
  });

  it('formats minutes and hours', () => {
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(754)).toBe('12:34');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(-3)).toBe('0:00');
  });
});
