import { useCallback, useEffect, useMemo, useState } from 'react';
import { type BackgroundOption, BACKGROUND_OPTIONS, startBackgroundProcessor } from './background.ts';
import { constraintsFor, type DeviceChoice, type DeviceLists, listDevices, loadDeviceChoice, saveDeviceChoice } from './devices.ts';
import { type MediaProblem, mediaProblemOf } from './media-errors.ts';

export interface LocalMedia {
  devices: DeviceLists;
  choice: DeviceChoice;
  setCameraId: (id: string) => void;
  setMicrophoneId: (id: string) => void;
  background: BackgroundOption;
  setBackground: (option: BackgroundOption) => void;
  cameraOn: boolean;
  setCameraOn: (on: boolean) => void;
  micOn: boolean;
  setMicOn: (on: boolean) => void;
  /** The outgoing tracks: the microphone, and the camera after the background option. */
  audioTrack: MediaStreamTrack | null;
  videoTrack: MediaStreamTrack | null;
  /** The outgoing picture, for the self view. */
  previewStream: MediaStream | null;
  /** The microphone alone, for the level meter. */
  audioStream: MediaStream | null;
  cameraProblem: MediaProblem | null;
  micProblem: MediaProblem | null;
  /** Both devices were asked for at least once. */
  ready: boolean;
}

const NO_DEVICES: DeviceLists = { cameras: [], microphones: [], speakers: [] };

/**
 * Camera and microphone of this participant, from the pre-join screen to the end of the
 * class. Each device is opened on its own, so a camera in use by another application
 * (001 §8 "camera in use") still lets the student join with sound. A camera switched off
 * is stopped (its light goes out) and the link sends no picture.
 */
export function useLocalMedia(): LocalMedia {
  const saved = useMemo(() => loadDeviceChoice(), []);
  const [choice, setChoice] = useState<DeviceChoice>({ cameraId: saved.cameraId, microphoneId: saved.microphoneId });
  const [background, setBackground] = useState<BackgroundOption>(
    BACKGROUND_OPTIONS.includes(saved.background as BackgroundOption) ? (saved.background as BackgroundOption) : 'none',
  );
  const [cameraOn, setCameraOn] = useState(true);
  const [micOn, setMicOn] = useState(true);
  const [cameraTrack, setCameraTrack] = useState<MediaStreamTrack | null>(null);
  const [micTrack, setMicTrack] = useState<MediaStreamTrack | null>(null);
  const [videoTrack, setVideoTrack] = useState<MediaStreamTrack | null>(null);
  const [cameraProblem, setCameraProblem] = useState<MediaProblem | null>(null);
  const [micProblem, setMicProblem] = useState<MediaProblem | null>(null);
  const [cameraAsked, setCameraAsked] = useState(false);
  const [micAsked, setMicAsked] = useState(false);
  const [devices, setDevices] = useState<DeviceLists>(NO_DEVICES);
  const { cameraId, microphoneId } = choice;

  // The camera: opened for the chosen device while on, stopped while off.
  useEffect(() => {
    if (!cameraOn) {
      setCameraTrack(null);
      return;
    }
    let cancelled = false;
    navigator.mediaDevices.getUserMedia(constraintsFor({ cameraId, microphoneId: null }, { video: true, audio: false })).then(
      (stream) => {
        const track = stream.getVideoTracks()[0] ?? null;
        if (cancelled) {
          track?.stop();
          return;
        }
        setCameraTrack(track);
        setCameraProblem(null);
        setCameraAsked(true);
      },
      (error: unknown) => {
        if (cancelled) return;
        setCameraTrack(null);
        setCameraProblem(mediaProblemOf(error));
        setCameraAsked(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [cameraOn, cameraId]);

  useEffect(() => {
    let cancelled = false;
    navigator.mediaDevices.getUserMedia(constraintsFor({ cameraId: null, microphoneId }, { video: false, audio: true })).then(
      (stream) => {
        const track = stream.getAudioTracks()[0] ?? null;
        if (cancelled) {
          track?.stop();
          return;
        }
        setMicTrack(track);
        setMicProblem(null);
        setMicAsked(true);
      },
      (error: unknown) => {
        if (cancelled) return;
        setMicTrack(null);
        setMicProblem(mediaProblemOf(error));
        setMicAsked(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [microphoneId]);

  // A replaced or dropped track is stopped (the camera light goes out).
  useEffect(() => () => cameraTrack?.stop(), [cameraTrack]);
  useEffect(() => () => micTrack?.stop(), [micTrack]);

  useEffect(() => {
    if (micTrack) micTrack.enabled = micOn;
  }, [micTrack, micOn]);

  // The background option sits between the camera and everyone else.
  useEffect(() => {
    if (!cameraTrack || background === 'none') {
      setVideoTrack(cameraTrack);
      return;
    }
    const processor = startBackgroundProcessor(cameraTrack, background);
    setVideoTrack(processor.track);
    return () => processor.stop();
  }, [cameraTrack, background]);

  // Device names are readable once a permission was given; plugging a device in updates the lists.
  const refreshDevices = useCallback(() => {
    listDevices().then(setDevices, () => setDevices(NO_DEVICES));
  }, []);
  useEffect(() => {
    if (cameraAsked || micAsked) refreshDevices();
  }, [cameraAsked, micAsked, refreshDevices]);
  useEffect(() => {
    navigator.mediaDevices.addEventListener('devicechange', refreshDevices);
    return () => navigator.mediaDevices.removeEventListener('devicechange', refreshDevices);
  }, [refreshDevices]);

  useEffect(() => saveDeviceChoice({ ...choice, background }), [choice, background]);

  const previewStream = useMemo(() => (videoTrack ? new MediaStream([videoTrack]) : null), [videoTrack]);
  const audioStream = useMemo(() => (micTrack ? new MediaStream([micTrack]) : null), [micTrack]);

  return {
    devices,
    choice,
    setCameraId: (id) => setChoice((c) => ({ ...c, cameraId: id || null })),
    setMicrophoneId: (id) => setChoice((c) => ({ ...c, microphoneId: id || null })),
    background,
    setBackground,
    cameraOn,
    setCameraOn,
    micOn,
    setMicOn,
    audioTrack: micTrack,
    videoTrack: cameraOn ? videoTrack : null,
    previewStream: cameraOn ? previewStream : null,
    audioStream,
    cameraProblem: cameraOn ? cameraProblem : null,
    micProblem,
    ready: (cameraAsked || !cameraOn) && micAsked,
  };
}
