/** 001 §4: a diagnostics test is pending, complete or failed (running is pending with a spinner). */
export type TestStatus = 'pending' | 'running' | 'complete' | 'failed';

export type DiagnosticsTest = 'camera' | 'microphone' | 'network';

export interface TestResult {
  status: TestStatus;
  /** i18n key under diagnostics.advice, for failed tests and for warnings. */
  advice?: string;
  /** Figures shown beside the result (latency, bandwidth, resolution, level). */
  details?: Record<string, string | number>;
}

export type DiagnosticsState = Record<DiagnosticsTest, TestResult>;

export const initialDiagnostics: DiagnosticsState = {
  camera: { status: 'pending' },
  microphone: { status: 'pending' },
  network: { status: 'pending' },
};

export type DiagnosticsAction =
  | { type: 'started'; test: DiagnosticsTest }
  | { type: 'finished'; test: DiagnosticsTest; result: TestResult }
  | { type: 'reset' };

export function diagnosticsReducer(state: DiagnosticsState, action: DiagnosticsAction): DiagnosticsState {
  switch (action.type) {
    case 'started':
      return { ...state, [action.test]: { status: 'running' } };
    case 'finished':
      return { ...state, [action.test]: action.result };
    case 'reset':
      return initialDiagnostics;
  }
}

/** Six people in a mesh: each sends its picture to five others, so a class needs a steady line. */
export const NETWORK_LIMITS = {
  maxLatencyMs: 400,
  warnLatencyMs: 200,
  minDownloadMbps: 2,
  warnDownloadMbps: 5,
  /** Sending one 640×360 picture to five others takes about 2.5 Mbit/s. */
  minUploadMbps: 1,
  warnUploadMbps: 2.5,
} as const;

export interface NetworkSample {
  /** Round trips to the server in ms; failed requests are left out. */
  latenciesMs: number[];
  /** Bytes and ms of one timed download, null when it failed. */
  download: { bytes: number; ms: number } | null;
  /** Bytes and ms of one timed upload, null when it failed (not counted against the result). */
  upload?: { bytes: number; ms: number } | null;
  /** Whether the browser found a route for media (ICE candidates gathered). */
  iceCandidates: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Judges a network sample: failed means a class would likely break up ("connection failed due to low network"). */
export function judgeNetwork(sample: NetworkSample): TestResult {
  if (sample.latenciesMs.length === 0 || !sample.download) return { status: 'failed', advice: 'networkUnreachable' };
  const latency = Math.round(median(sample.latenciesMs));
  const rate = (t: { bytes: number; ms: number }) => (t.ms > 0 ? (t.bytes * 8) / (t.ms * 1000) : 0);
  const mbps = rate(sample.download);
  const upMbps = sample.upload ? rate(sample.upload) : null;
  const details: Record<string, number> = { latency, mbps: Math.round(mbps * 10) / 10 };
  if (upMbps !== null) details.upMbps = Math.round(upMbps * 10) / 10;
  if (sample.iceCandidates === 0) return { status: 'failed', advice: 'networkNoMediaRoute', details };
  const lowUp = upMbps !== null && upMbps < NETWORK_LIMITS.minUploadMbps;
  if (latency > NETWORK_LIMITS.maxLatencyMs || mbps < NETWORK_LIMITS.minDownloadMbps || lowUp) {
    return { status: 'failed', advice: 'networkLow', details };
  }
  const fairUp = upMbps !== null && upMbps < NETWORK_LIMITS.warnUploadMbps;
  if (latency > NETWORK_LIMITS.warnLatencyMs || mbps < NETWORK_LIMITS.warnDownloadMbps || fairUp) {
    return { status: 'complete', advice: 'networkFair', details };
  }
  return { status: 'complete', details };
}

/** The microphone passes when it delivered a signal above the noise floor during the test. */
export function judgeMicrophone(peakLevel: number): TestResult {
  const details = { level: Math.round(peakLevel * 100) };
  if (peakLevel < 0.08) return { status: 'failed', advice: 'microphoneSilent', details };
  return { status: 'complete', details };
}

/** The camera passes when frames with a real size arrived. */
export function judgeCamera(frame: { width: number; height: number } | null): TestResult {
  if (!frame || frame.width === 0 || frame.height === 0) return { status: 'failed', advice: 'cameraNoPicture' };
  const details = { resolution: `${frame.width}×${frame.height}` };
  if (frame.height < 240) return { status: 'complete', advice: 'cameraLowResolution', details };
  return { status: 'complete', details };
}
