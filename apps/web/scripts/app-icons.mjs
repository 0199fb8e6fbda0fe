// Draws the installable app's icons (public/icons/*.png) from the favicon's mark: run once with
// `node scripts/app-icons.mjs` when the mark changes, and commit the PNGs. `sharp` comes with the
// build's tooling; the build itself does not run this.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const BRAND = '#1565c0';
const MARK =
  '<path d="M20 40c2 4 7 6 12 6 7 0 12-3 12-9 0-11-22-7-22-16 0-4 4-7 10-7 5 0 9 2 11 5" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>';

/** The mark on a 64-unit square; `scale` shrinks it about the centre (a maskable icon's safe zone). */
const icon = ({ rounded, scale }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${BRAND}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${MARK}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  // Full bleed, the mark inside the central circle that every launcher's mask keeps.
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 0.7 },
  // iOS rounds the corners itself and shows no transparency.
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.85 },
];

const folder = fileURLToPath(new URL('../public/icons/', import.meta.url));
mkdirSync(folder, { recursive: true });
for (const { file, size, ...shape } of ICONS) {
  await sharp(Buffer.from(icon(shape)), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${folder}${file}`);
}
process.stdout.write(`wrote ${ICONS.length} icons to ${folder}\n`);
