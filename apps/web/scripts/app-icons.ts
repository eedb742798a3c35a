/**
 * The installed app's icons (issue 20, decision 108), made from the brand mark with sharp (already a
 * dependency of the server; nothing is downloaded) and committed under public/icons, which Vite copies
 * into dist/icons. Run again after changing the mark: `npx tsx apps/web/scripts/app-icons.ts`.
 *
 * The mark: the wordmark's "P" in a speech bubble (a school that is about speaking), white on the
 * brand's teal (brand-700, #0f766e). `any` icons are a rounded square; maskable ones fill the square
 * and keep the mark inside the central 80% circle that every launcher's mask leaves visible.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const BRAND = '#0f766e';
const out = fileURLToPath(new URL('../public/icons/', import.meta.url));

/** The bubble and its "P" on a 512 grid, centred on (256, 256). */
function mark(bubble: string, letter: string): string {
  return `
    <path fill="${bubble}" d="M168 112h176a72 72 0 0 1 72 72v96a72 72 0 0 1-72 72H238l-78 62v-64a72 72 0 0 1-64-71.5V184a72 72 0 0 1 72-72z"/>
    <path fill="none" stroke="${letter}" stroke-width="40" stroke-linecap="round" stroke-linejoin="round" d="M214 300V164h56a44 44 0 0 1 0 88h-56"/>`;
}

function svg(kind: 'any' | 'maskable' | 'badge'): string {
  if (kind === 'badge') {
    // Android draws the badge as a silhouette from its alpha: the bubble with the letter cut out.
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><mask id="m"><rect width="512" height="512" fill="#fff"/>${mark('#fff', '#000')}</mask><g mask="url(#m)">${mark('#fff', '#fff')}</g></svg>`;
  }
  const background =
    kind === 'any' ? `<rect width="512" height="512" rx="112" fill="${BRAND}"/>` : `<rect width="512" height="512" fill="${BRAND}"/>`;
  const scale = kind === 'any' ? 0.92 : 0.72;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}<g transform="translate(256 262) scale(${scale}) translate(-256 -262)">${mark('#fff', BRAND)}</g></svg>`;
}

const icons: { file: string; kind: 'any' | 'maskable' | 'badge'; size: number }[] = [
  { file: 'icon-192.png', kind: 'any', size: 192 },
  { file: 'icon-512.png', kind: 'any', size: 512 },
  { file: 'maskable-192.png', kind: 'maskable', size: 192 },
  { file: 'maskable-512.png', kind: 'maskable', size: 512 },
  { file: 'badge-96.png', kind: 'badge', size: 96 },
];

mkdirSync(out, { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(svg(icon.kind)), { density: 300 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${out}${icon.file}`);
  console.log(`${icon.file} ${icon.size}x${icon.size}`);
}
