/**
 * One clock for the whole server. Rules take `now` as an argument; services ask the
 * injected Clock. Tests and the e2e suite move it instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that keeps moving with real time but can be shifted (a "moving clock").
 * `set` jumps to an instant, `advance` shifts by milliseconds; time then flows on from there.
 */
export class MovableClock implements Clock {
  private offsetMs = 0;
  constructor(private readonly base: Clock = systemClock) {}
  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }
  advance(ms: number): Date {
    this.offsetMs += ms;
    return this.now();
  }
  set(instant: Date): Date {
    this.offsetMs = instant.getTime() - this.base.now().getTime();
    return this.now();
  }
  reset(): void {
    this.offsetMs = 0;
  }
  get offset(): number {
    return this.offsetMs;
  }
}

/**
 * The clock the configuration asks for: a movable one only where TEST_CLOCK is on (never in
 * production, loadConfig refuses it), the system's time everywhere else.
 */
export function clockFor(config: { testClock: boolean }): Clock {
  return config.testClock ? new MovableClock() : systemClock;
}
