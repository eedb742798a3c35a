import { DEFAULT_CLASS_CONFIG } from '../classes/class-config.ts';

/** Limits of the live classroom (issue 6); values the spec leaves open are decided in docs/decisions/016. */
export interface ClassroomConfig {
  /** The room opens this long before the start (001 §9). */
  joinWindowMinutesBeforeStart: number;
  /** A first ask more than this late is flagged; admit-all skips it (001 §9 "can deny access"). */
  lateArrivalDenyMinutes: number;
  /** A join token is good this long; reconnecting later asks for a new one. */
  joinTokenMinutes: number;
  /** Countdown warnings before the hard stop, in seconds. */
  hardStopWarningSeconds: readonly number[];
  demoMinutes: number;
  /** Demo rooms one user (or one IP address) may start in 24 hours (start_now_use_limit_reached). */
  demoLimitPerDay: number;
  chatMaxLength: number;
  /** Chat flood guard: at most this many messages per window. */
  chatRateCount: number;
  chatRateWindowSeconds: number;
  /** Chat messages sent in welcome. */
  chatBacklog: number;
  maxStrokesPerPage: number;
  maxPointsPerStroke: number;
  maxPages: number;
  /** At most 6 peers in the WebRTC mesh (ARCHITECTURE: realtime). */
  maxPeers: number;
  /** Clients send a heartbeat this often over the room's socket (docs/decisions/027). */
  heartbeatSeconds: number;
  /** A connection not heard for this long is shown as gone to everyone (a crashed node, a dead client). */
  presenceTimeoutSeconds: number;
}

export const DEFAULT_CLASSROOM_CONFIG: Readonly<ClassroomConfig> = Object.freeze({
  joinWindowMinutesBeforeStart: DEFAULT_CLASS_CONFIG.joinWindowMinutesBeforeStart,
  lateArrivalDenyMinutes: DEFAULT_CLASS_CONFIG.lateArrivalDenyMinutes,
  joinTokenMinutes: 10,
  hardStopWarningSeconds: Object.freeze([300, 60]),
  demoMinutes: 15,
  demoLimitPerDay: 5,
  chatMaxLength: 2000,
  chatRateCount: 10,
  chatRateWindowSeconds: 10,
  chatBacklog: 200,
  maxStrokesPerPage: 500,
  maxPointsPerStroke: 5000,
  maxPages: 500,
  maxPeers: 6,
  heartbeatSeconds: 10,
  presenceTimeoutSeconds: 30,
});
