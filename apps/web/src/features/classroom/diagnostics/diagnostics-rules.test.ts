import { describe, expect, it } from 'vitest';
import { diagnosticsReducer, initialDiagnostics, judgeCamera, judgeMicrophone, judgeNetwork, median } from './diagnostics-rules.ts';

describe('diagnostics rules', () => {
  it('moves a test from pending through running to its result', () => {
    const running = diagnosticsReducer(initialDiagnostics, { type: 'started', test: 'camera' });
    expect(running.camera.status).toBe('running');
    const done = diagnosticsReducer(running, { type: 'finished', test: 'camera', result: { status: 'failed', advice: 'cameraInUse' } });
    expect(done.camera).toEqual({ status: 'failed', advice: 'cameraInUse' });
    expect(done.network.status).toBe('pending');
    expect(diagnosticsReducer(done, { type: 'reset' })).toEqual(initialDiagnostics);
  });

  it('takes the median latency', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([10, 20, 30, 40])).toBe(25);
  });

  it('judges the network', () => {
    const good = { latenciesMs: [20, 25, 30], download: { bytes: 1_000_000, ms: 100 }, iceCandidates: 2 };
    expect(judgeNetwork(good)).toEqual({ status: 'complete', details: { latency: 25, mbps: 80 } });
    expect(judgeNetwork({ ...good, latenciesMs: [] })).toMatchObject({ status: 'failed', advice: 'networkUnreachable' });
    expect(judgeNetwork({ ...good, latenciesMs: [900] })).toMatchObject({ status: 'failed', advice: 'networkLow' });
    expect(judgeNetwork({ ...good, download: { bytes: 100_000, ms: 1000 } })).toMatchObject({ status: 'failed', advice: 'networkLow' });
    expect(judgeNetwork({ ...good, latenciesMs: [250] })).toMatchObject({ status: 'complete', advice: 'networkFair' });
    expect(judgeNetwork({ ...good, iceCandidates: 0 })).toMatchObject({ status: 'failed', advice: 'networkNoMediaRoute' });
    // Upload: 500 kB in 2 s is 2 Mbit/s (fair), in 8 s 0.5 Mbit/s (too low); a failed upload does not count.
    expect(judgeNetwork({ ...good, upload: { bytes: 500_000, ms: 2000 } })).toEqual({
      status: 'complete',
      advice: 'networkFair',
      details: { latency: 25, mbps: 80, upMbps: 2 },
    });
    expect(judgeNetwork({ ...good, upload: { bytes: 500_000, ms: 8000 } })).toMatchObject({ status: 'failed', advice: 'networkLow' });
    expect(judgeNetwork({ ...good, upload: { bytes: 500_000, ms: 100 } })).toEqual({
      status: 'complete',
      details: { latency: 25, mbps: 80, upMbps: 40 },
    });
    expect(judgeNetwork({ ...good, upload: null })).toEqual({ status: 'complete', details: { latency: 25, mbps: 80 } });
  });

  it('judges camera and microphone', () => {
    expect(judgeCamera(null)).toMatchObject({ status: 'failed' });
    expect(judgeCamera({ width: 640, height: 480 })).toEqual({ status: 'complete', details: { resolution: '640×480' } });
    expect(judgeCamera({ width: 176, height: 144 })).toMatchObject({ status: 'complete', advice: 'cameraLowResolution' });
    expect(judgeMicrophone(0.01)).toMatchObject({ status: 'failed', advice: 'microphoneSilent' });
    expect(judgeMicrophone(0.4)).toEqual({ status: 'complete', details: { level: 40 } });
  });
});
