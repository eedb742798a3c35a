import { type ClassroomConfig, DEFAULT_CLASSROOM_CONFIG } from './classroom-config.ts';

export interface HardStopCheck {
  /** The room must end now. */
  stop: boolean;
  /** The warning to send now (its seconds-before mark), or null. */
  warn: number | null;
  /** Every mark that is now due: remember them all as sent. */
  due: number[];
  secondsLeft: number;
}

/**
 * The countdown before the hard stop at the end of the 60 minutes (001 §4): which warnings are
 * due at `now`, given those already sent. A warning whose mark passed long ago is still sent
 * once (a node that starts watching late tells its clients at once); only the nearest due mark
 * matters to a client, so only that one is sent.
 */
export function hardStopCheck(
  endsAt: Date,
  now: Date,
  sent: ReadonlySet<number>,
  config: Pick<ClassroomConfig, 'hardStopWarningSeconds'> = DEFAULT_CLASSROOM_CONFIG,
): HardStopCheck {
  const msLeft = endsAt.getTime() - now.getTime();
  const secondsLeft = Math.max(0, Math.ceil(msLeft / 1000));
  if (msLeft <= 0) return { stop: true, warn: null, due: [], secondsLeft: 0 };
  const due = config.hardStopWarningSeconds.filter((mark) => msLeft <= mark * 1000 && !sent.has(mark));
  return { stop: false, warn: due.length > 0 ? Math.min(...due) : null, due, secondsLeft };
}
