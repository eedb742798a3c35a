export interface DeviceChoice {
  cameraId: string | null;
  microphoneId: string | null;
}

export interface DeviceLists {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
}

export async function listDevices(): Promise<DeviceLists> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return {
    cameras: devices.filter((d) => d.kind === 'videoinput' && d.deviceId !== ''),
    microphones: devices.filter((d) => d.kind === 'audioinput' && d.deviceId !== ''),
    speakers: devices.filter((d) => d.kind === 'audiooutput' && d.deviceId !== ''),
  };
}

/** Constraints for a choice: the chosen device exactly, or any; a 640x360 picture is plenty for six tiles. */
export function constraintsFor(choice: DeviceChoice, want: { video: boolean; audio: boolean }): MediaStreamConstraints {
  return {
    video: want.video
      ? {
          ...(choice.cameraId ? { deviceId: { exact: choice.cameraId } } : {}),
          width: { ideal: 640 },
          height: { ideal: 360 },
          frameRate: { ideal: 24 },
        }
      : false,
    audio: want.audio
      ? {
          ...(choice.microphoneId ? { deviceId: { exact: choice.microphoneId } } : {}),
          echoCancellation: true,
          noiseSuppression: true,
          autoGainControl: true,
        }
      : false,
  };
}

const STORAGE_KEY = 'parla.classroom.devices';

/** The last choice is remembered on this device (ids are per origin and per browser profile). */
export function loadDeviceChoice(): DeviceChoice & { background?: string } {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<DeviceChoice & { background: string }>;
      return { cameraId: parsed.cameraId ?? null, microphoneId: parsed.microphoneId ?? null, background: parsed.background };
    }
  } catch {
    // Private mode or a corrupt value: no remembered choice.
  }
  return { cameraId: null, microphoneId: null };
}

export function saveDeviceChoice(choice: DeviceChoice & { background?: string }): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Not remembering is fine.
  }
}
