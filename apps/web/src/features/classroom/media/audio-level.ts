import { useEffect, useState } from 'react';

/**
 * Loudness of a block of samples (-1..1) as 0..1 for a meter: RMS in decibels, -60 dB and
 * below is silence, 0 dB is full. A linear RMS scale would barely move for speech.
 */
export function levelOfSamples(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i] * samples[i];
  const rms = Math.sqrt(sum / samples.length);
  if (rms <= 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (db + 60) / 60));
}

/** The microphone's level, 0..1, about 12 times a second, through a Web Audio AnalyserNode. */
export function useAudioLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  const track = stream?.getAudioTracks()[0] ?? null;
  useEffect(() => {
    if (!track || !stream) {
      setLevel(0);
      return;
    }
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      if (context.state === 'suspended') void context.resume();
      analyser.getFloatTimeDomainData(samples);
      setLevel(track.enabled ? levelOfSamples(samples) : 0);
    }, 80);
    return () => {
      window.clearInterval(timer);
      source.disconnect();
      void context.close();
    };
  }, [stream, track]);
  return level;
}
