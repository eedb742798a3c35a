import { runtimeConfig } from '../../../shared/config/runtime-config.ts';
import { levelOfSamples } from '../media/audio-level.ts';
import { mediaProblemOf } from '../media/media-errors.ts';
import { judgeCamera, judgeMicrophone, judgeNetwork, type TestResult } from './diagnostics-rules.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function failedFor(error: unknown): TestResult {
  const problem = mediaProblemOf(error);
  return {
    status: 'failed',
    advice: problem === 'camera_in_use' ? 'deviceInUse' : problem === 'permission_denied' ? 'permissionDenied' : 'noDevice',
  };
}

/** Opens the camera, shows it in `preview` and waits for a real frame (at most 6 s). */
export async function runCameraTest(preview: HTMLVideoElement | null): Promise<TestResult> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: true });
  } catch (error) {
    const result = failedFor(error);
    return result.advice === 'deviceInUse' ? { ...result, advice: 'cameraInUse' } : result;
  }
  const video = preview ?? document.createElement('video');
  video.muted = true;
  video.srcObject = stream;
  try {
    await video.play().catch(() => undefined);
    for (let waited = 0; waited < 6000 && video.videoWidth === 0; waited += 100) await wait(100);
    await wait(1500);
    return judgeCamera(video.videoWidth > 0 ? { width: video.videoWidth, height: video.videoHeight } : null);
  } finally {
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  }
}

/** Listens for four seconds and reports the loudest moment (the page asks the user to speak). */
export async function runMicrophoneTest(onLevel: (level: number) => void): Promise<TestResult> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    return failedFor(error);
  }
  const context = new AudioContext();
  try {
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    await context.resume().catch(() => undefined);
    const samples = new Float32Array(analyser.fftSize);
    let peak = 0;
    for (let elapsed = 0; elapsed < 4000; elapsed += 100) {
      await wait(100);
      analyser.getFloatTimeDomainData(samples);
      const level = levelOfSamples(samples);
      peak = Math.max(peak, level);
      onLevel(level);
    }
    onLevel(0);
    return judgeMicrophone(peak);
  } finally {
    for (const track of stream.getTracks()) track.stop();
    void context.close();
  }
}

/** The contract's echo endpoint (docs/api/classroom.md §2): public, never cached. */
const ECHO_PATH = '/api/classroom/echo';
const DOWNLOAD_BYTES = 1_000_000;
const UPLOAD_BYTES = 500_000;

async function timedFetch(url: string, init: RequestInit = {}, sentBytes = 0): Promise<{ ms: number; bytes: number } | null> {
  const started = performance.now();
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'omit', ...init });
    if (!response.ok) return null;
    const body = await response.arrayBuffer();
    return { ms: performance.now() - started, bytes: sentBytes || body.byteLength };
  } catch {
    return null;
  }
}

async function countIceCandidates(iceServers: RTCIceServer[], timeoutMs = 4000): Promise<number> {
  const connection = new RTCPeerConnection({ iceServers });
  let count = 0;
  try {
    connection.createDataChannel('diagnostics');
    const gathered = new Promise<void>((resolve) => {
      connection.onicecandidate = (event) => {
        if (event.candidate) count++;
        else resolve();
      };
      setTimeout(resolve, timeoutMs);
    });
    await connection.setLocalDescription(await connection.createOffer());
    await gathered;
    return count;
  } catch {
    return count;
  } finally {
    connection.close();
  }
}

/** Round trips to the server, a timed 1 MB download and 500 kB upload, and whether the browser finds a media route. */
export async function runNetworkTest(iceServers: RTCIceServer[] = []): Promise<TestResult> {
  const latenciesMs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const result = await timedFetch(`${ECHO_PATH}?bytes=0&probe=${i}`);
    if (result) latenciesMs.push(Math.round(result.ms));
  }
  const download = await timedFetch(`${ECHO_PATH}?bytes=${DOWNLOAD_BYTES}`);
  const upload = await timedFetch(
    ECHO_PATH,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', 'X-Release-Id': runtimeConfig().releaseId },
      body: new Uint8Array(UPLOAD_BYTES),
    },
    UPLOAD_BYTES,
  );
  const iceCandidates = await countIceCandidates(iceServers);
  return judgeNetwork({ latenciesMs, download, upload, iceCandidates });
}
