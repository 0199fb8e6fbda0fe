import http from 'node:http';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { LOAD, measure, type Measurement } from './measure.ts';
import { BIG_FIRM } from './seed-data.ts';

/** How many members upload at once, each sending a little of a large file now and then. */
export const TRICKLING_UPLOADS = 10;
const DECLARED_BYTES = 20 * 1024 * 1024;
const BYTES_PER_STEP = 512;
const STEP_MS = 250;

/**
 * Starts uploads that trickle in and never finish while the requests are measured, as members on a
 * slow mobile connection do; answers a function that ends them.
 */
function startTrickling(baseUrl: string, path: string, token: string): () => void {
  const boundary = 'syna-bench-trickle';
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="ritning.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.7\n`;
  const uploads = Array.from({ length: TRICKLING_UPLOADS }, () => {
    const request = http.request(new URL(path, baseUrl), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': DECLARED_BYTES,
      },
    });
    request.on('error', () => undefined);
    request.write(head);
    const timer = setInterval(() => request.write(Buffer.alloc(BYTES_PER_STEP, 0x20)), STEP_MS);
    return { request, timer };
  });
  return () => {
    for (const { request, timer } of uploads) {
      clearInterval(timer);
      request.destroy();
    }
  };
}

/**
 * The initial data measured twice in the same run: with no upload under way (the baseline) and
 * while members trickle uploads in. An upload holds no transaction while its body arrives, so the
 * second should stay close to the first.
 */
export async function trickleScenario(
  baseUrl: string,
  token: string,
): Promise<{ quiet: Measurement; trickling: Measurement }> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await fetch(
    new URL(endpointUrl(contactEndpoints.create, { params: { tenant: BIG_FIRM } }), baseUrl),
    { method: 'POST', headers, body: JSON.stringify({ type: 'company', companyName: 'Långsamma AB' }) },
  );
  if (created.status !== 201) throw new Error(`creating the upload contact answered ${created.status}`);
  const contact = (await created.json()) as { id: string };
  const uploadPath = endpointUrl(contactEndpoints.uploadFile, {
    params: { tenant: BIG_FIRM, id: contact.id },
  });
  const url = `${baseUrl}/${BIG_FIRM}/v1/vb`;
  const quiet = await measure(url, headers);
  const stop = startTrickling(baseUrl, uploadPath, token);
  try {
    // The uploads have begun before the measuring starts.
    await new Promise((resolve) => setTimeout(resolve, STEP_MS * 2));
    return { quiet, trickling: await measure(url, headers) };
  } finally {
    stop();
  }
}

export const TRICKLE_LOAD = `${TRICKLING_UPLOADS} uploads each sending ${BYTES_PER_STEP} bytes every ${STEP_MS} ms during ${LOAD.durationSeconds} s`;
