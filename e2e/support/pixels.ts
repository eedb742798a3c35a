import type { BrowserContext } from '@playwright/test';

/** An RGB colour read from a screenshot. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Reads pixels out of screenshots, in one scratch page kept open for all of them. */
export interface PixelReader {
  /** The colours of a PNG at the given points (x, y in the image's pixels). */
  sample(png: Buffer, points: ReadonlyArray<readonly [number, number]>): Promise<Rgb[]>;
  close(): Promise<void>;
}

/**
 * Decodes PNGs in a scratch page (about:blank has no CSP, the app's pages forbid data: images),
 * so tests read real rendered pixels without an image library. Only the sampled points cross back.
 */
export async function pixelReader(context: BrowserContext): Promise<PixelReader> {
  const scratch = await context.newPage();
  return {
    sample: (png, points) =>
      scratch.evaluate(
        async ({ base64, points }) => {
          const image = new Image();
          image.src = `data:image/png;base64,${base64}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2d canvas');
          context.drawImage(image, 0, 0);
          const { data } = context.getImageData(0, 0, image.width, image.height);
          return points.map(([x, y]) => {
            const i = (y * image.width + x) * 4;
            return { r: data[i] ?? 0, g: data[i + 1] ?? 0, b: data[i + 2] ?? 0 };
          });
        },
        { base64: png.toString('base64'), points: points.map(([x, y]) => [x, y] as [number, number]) },
      ),
    close: () => scratch.close(),
  };
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance. */
export function luminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
