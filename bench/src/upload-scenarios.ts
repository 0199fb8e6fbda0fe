import { performance } from 'node:perf_hooks';
import pg from 'pg';
import sharp from 'sharp';
import { remarkImageSchema } from '@syna/contracts/remarks';
import { remarkImageEndpoints } from '@syna/contracts/endpoints/remarks';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { summarise, type Measurement } from './measure.ts';
import { BIG_FIRM } from './seed-data.ts';
import { memoryMb, peakRssDuring, serverPid } from './server-memory.ts';

const MB = 1_000_000;
/** The photo an inspector takes on site, and how many are sent one after the other (after one warm-up). */
export const PHOTO = { bytes: 10 * MB, uploads: 10 };
/** The large photos sent at once while the server's memory is sampled; each under the 30 MiB body limit. */
export const LARGE_PHOTOS = { bytes: 30 * MB, concurrent: 4 };

/**
 * A JPEG of about `bytes`: Gaussian noise, which compresses as little as a detailed photo does,
 * 4:3 like a phone's camera, its size found from the bytes per pixel of a small sample.
 */
async function photo(bytes: number): Promise<Buffer> {
  const noisy = (width: number, height: number) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
  const sample = await noisy(1000, 1000);
  const pixels = bytes / (sample.length / 1_000_000);
  const height = Math.round(Math.sqrt((pixels * 3) / 4));
  return noisy(Math.round((height * 4) / 3), height);
}

/** A seeded remark of the big firm, with its object and assignment: where the photos go. */
async function seededRemark(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; object: string; remark: string }>(
      `SELECT o.inspection_id AS id, o.id AS object, r.id AS remark
       FROM remarks r JOIN inspection_objects o ON o.tenant_id = r.tenant_id AND o.id = r.object_id
       WHERE r.tenant_id = $1 LIMIT 1`,
      [BIG_FIRM],
    );
    if (!rows[0]) throw new Error(`${BIG_FIRM} has no remark`);
    return rows[0];
  } finally {
    await client.end();
  }
}

export interface UploadResults {
  photoMb: number;
  uploads: Measurement;
  largePhotoMb: number;
  /** The largest resident memory sampled while the large photos were sent, and the lifetime peak after. */
  peakRssMb: number;
  highWaterMarkMb: number;
  rssBeforeMb: number;
}

/**
 * Photos of a remark through the product's upload endpoint: `PHOTO.uploads` photos of 10 MB one
 * after the other (each stored, stripped of metadata and given a thumbnail before the answer), and
 * the server's resident memory while four 30 MB photos arrive at once, sampled from /proc.
 */
export async function uploadScenarios(
  databaseUrl: string,
  baseUrl: string,
  signedIn: { token: string },
): Promise<UploadResults> {
  const target = await seededRemark(databaseUrl);
  const url = new URL(
    endpointUrl(remarkImageEndpoints.upload, { params: { tenant: BIG_FIRM, ...target } }),
    baseUrl,
  );
  const upload = async (bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), name);
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${signedIn.token}`, 'x-client-version': '1.0.0' },
      body: form,
    });
    if (response.status !== 201)
      throw new Error(`photo upload answered ${response.status}: ${await response.text()}`);
    const image = remarkImageSchema.parse(await response.json());
    if (!image.thumbnailUrl) throw new Error('the photo has no thumbnail');
  };
  const small = await photo(PHOTO.bytes);
  await upload(small, 'varmkorning.jpg');
  const latencies: number[] = [];
  const start = performance.now();
  for (let n = 1; n <= PHOTO.uploads; n += 1) {
    const sent = performance.now();
    await upload(small, `foto-${n}.jpg`);
    latencies.push(performance.now() - sent);
  }
  const uploads = summarise(latencies, (performance.now() - start) / 1000, 0);
  const large = await photo(LARGE_PHOTOS.bytes);
  const pid = await serverPid();
  const rssBeforeMb = await memoryMb(pid, 'VmRSS');
  const peakRssMb = await peakRssDuring(pid, () =>
    Promise.all(
      Array.from({ length: LARGE_PHOTOS.concurrent }, (_, n) => upload(large, `stor-${n + 1}.jpg`)),
    ),
  );
  return {
    photoMb: Math.round(small.length / 100_000) / 10,
    uploads,
    largePhotoMb: Math.round(large.length / 100_000) / 10,
    peakRssMb,
    highWaterMarkMb: await memoryMb(pid, 'VmHWM'),
    rssBeforeMb,
  };
}
