/** 001 §7 "background options": what the pre-join screen offers. */
export const BACKGROUND_OPTIONS = ['none', 'blur', 'strongBlur'] as const;
export type BackgroundOption = (typeof BACKGROUND_OPTIONS)[number];

const BLUR_PX: Record<Exclude<BackgroundOption, 'none'>, number> = { blur: 8, strongBlur: 18 };

export interface BackgroundProcessor {
  /** The processed camera track to send instead of the camera's own. */
  track: MediaStreamTrack;
  stop: () => void;
}

/**
 * Canvas-based background blur without a segmentation model (none can be downloaded): the
 * frame is drawn blurred, then the sharp frame is drawn again through a soft oval mask
 * where a person in front of a laptop camera sits. Cheap (two drawImage calls a frame),
 * and the room behind the speaker is blurred; a person far off centre is blurred too,
 * which the option's hint says.
 */
export function startBackgroundProcessor(
  cameraTrack: MediaStreamTrack,
  option: Exclude<BackgroundOption, 'none'>,
  fps = 24,
): BackgroundProcessor {
  const settings = cameraTrack.getSettings();
  const width = settings.width ?? 640;
  const height = settings.height ?? 480;
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream([cameraTrack]);
  void video.play().catch(() => undefined);

  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  const mask = document.createElement('canvas');
  mask.width = width;
  mask.height = height;
  const maskContext = mask.getContext('2d');
  const output = canvas.captureStream(fps).getVideoTracks()[0];

  let stopped = false;
  let timer = 0;
  const draw = () => {
    if (stopped) return;
    if (context && maskContext && video.readyState >= 2) {
      context.filter = `blur(${BLUR_PX[option]}px)`;
      context.drawImage(video, 0, 0, width, height);
      context.filter = 'none';
      // The sharp person: the frame through a radial gradient mask (opaque centre, soft edge).
      maskContext.globalCompositeOperation = 'source-over';
      maskContext.clearRect(0, 0, width, height);
      const gradient = maskContext.createRadialGradient(width / 2, height * 0.55, height * 0.2, width / 2, height * 0.55, height * 0.55);
      gradient.addColorStop(0, 'rgba(0,0,0,1)');
      gradient.addColorStop(0.75, 'rgba(0,0,0,1)');
      gradient.addColorStop(1, 'rgba(0,0,0,0)');
      maskContext.fillStyle = gradient;
      maskContext.fillRect(0, 0, width, height);
      maskContext.globalCompositeOperation = 'source-in';
      maskContext.drawImage(video, 0, 0, width, height);
      context.drawImage(mask, 0, 0);
    }
    // A timer rather than requestAnimationFrame: the picture keeps flowing when the tab is hidden.
    timer = window.setTimeout(draw, 1000 / fps);
  };
  draw();

  return {
    track: output,
    stop: () => {
      stopped = true;
      window.clearTimeout(timer);
      output.stop();
      video.srcObject = null;
    },
  };
}
