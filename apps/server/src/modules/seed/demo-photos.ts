import sharp from 'sharp';

/** A drawn photo and the name a phone would have given it. */
export interface DemoPhoto {
  bytes: Buffer;
  filename: string;
}

const WIDTH = 800;
const HEIGHT = 600;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A small, real JPEG for a demo remark: a plain coloured picture with the caption written on it,
 * made here so that nothing is downloaded and no one's photo is used.
 */
export async function demoPhoto(caption: string, color: string, filename: string): Promise<DemoPhoto> {
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <rect x="40" y="${HEIGHT - 140}" width="${WIDTH - 80}" height="100" rx="12" fill="#000" fill-opacity="0.55"/>
      <text x="${WIDTH / 2}" y="${HEIGHT - 80}" font-family="sans-serif" font-size="40" fill="#fff"
        text-anchor="middle">${escapeXml(caption)}</text>
    </svg>`,
  );
  const bytes = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: color } })
    .composite([{ input: label }])
    .jpeg({ quality: 80 })
    .toBuffer();
  return { filename, bytes };
}
