import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for an OpenAI-compatible speech-to-text server (OpenAI, whisper.cpp's
// `whisper-server`, faster-whisper-server): `POST /v1/audio/transcriptions`, multipart/form-data
// with `file`, `model`, `language` and `response_format=json`, answered `{ "text": "…" }`, and
// errors as `{ "error": { "message", "type" } }`. Plain node:http and nothing of the server's
// tests, so the browser tests can start it too.

/** One call as the fake received it. */
export interface TranscriptionCall {
  model: string | null;
  language: string | null;
  responseFormat: string | null;
  fileName: string | null;
  fileType: string | null;
  fileBytes: number;
  authorization: string | null;
}

/** What the fake answers the next calls: a transcript, a server error, or nothing at all. */
export type FakeSpeechReply = { text: string } | { status: number } | 'hang';

export interface FakeSpeechServer {
  /** The base address to configure as SPEECH_URL. */
  url: string;
  /** Every call received, oldest first. */
  calls: TranscriptionCall[];
  reply(next: FakeSpeechReply): void;
  close(): Promise<void>;
}

export interface FakeSpeechOptions {
  /** The model a call must ask for (400 otherwise, as a server without it). */
  model?: string;
  /** The language a call must name (400 otherwise). */
  language?: string;
  /** The key a call must carry as `Authorization: Bearer …` (401 otherwise). */
  apiKey?: string;
  /** The transcript answered until `reply` says otherwise. */
  text?: string;
}

/** A multipart/form-data body's parts: their name, file name, type and bytes. */
function parseMultipart(body: Buffer, contentType: string) {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { name: string; fileName: string | null; type: string | null; bytes: Buffer }[] = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const headerStart = start + delimiter.length + 2;
    const next = body.indexOf(delimiter, headerStart);
    if (next < 0) break;
    const headerEnd = body.indexOf('\r\n\r\n', headerStart);
    if (headerEnd < 0 || headerEnd > next) break;
    const headers = body.toString('utf8', headerStart, headerEnd);
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    if (name !== undefined) {
      parts.push({
        name,
        fileName: /filename="([^"]*)"/i.exec(headers)?.[1] ?? null,
        type: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? null,
        // The part's bytes end before the CRLF that precedes the next delimiter.
        bytes: body.subarray(headerEnd + 4, next - 2),
      });
    }
    start = next;
  }
  return parts;
}

/** Whether the bytes begin as one of the audio containers a recorder or an audio file has. */
function looksLikeAudio(bytes: Buffer): boolean {
  const text = (from: number, to: number) => bytes.toString('latin1', from, to);
  return (
    (text(0, 4) === 'RIFF' && text(8, 12) === 'WAVE') ||
    text(0, 4) === 'OggS' ||
    text(0, 4) === 'fLaC' ||
    text(4, 8) === 'ftyp' ||
    text(0, 3) === 'ID3' ||
    (bytes.length > 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) ||
    (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)
  );
}

const answer = (response: ServerResponse, status: number, body: object) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const refuse = (response: ServerResponse, status: number, message: string) =>
  answer(response, status, { error: { message, type: 'invalid_request_error' } });

/** Starts the fake on a free port of the loopback address. */
export async function startFakeSpeechServer(options: FakeSpeechOptions = {}): Promise<FakeSpeechServer> {
  const calls: TranscriptionCall[] = [];
  let next: FakeSpeechReply = { text: options.text ?? '' };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || request.url !== '/v1/audio/transcriptions')
      return refuse(response, 404, `no route ${request.method} ${request.url}`);
    const parts = parseMultipart(Buffer.concat(chunks), request.headers['content-type'] ?? '');
    if (!parts) return refuse(response, 400, 'expected multipart/form-data');
    const field = (name: string) => parts.find((part) => part.name === name) ?? null;
    const value = (name: string) => field(name)?.bytes.toString('utf8') ?? null;
    const file = field('file');
    calls.push({
      model: value('model'),
      language: value('language'),
      responseFormat: value('response_format'),
      fileName: file?.fileName ?? null,
      fileType: file?.type ?? null,
      fileBytes: file?.bytes.length ?? 0,
      authorization: request.headers.authorization ?? null,
    });
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`)
      return refuse(response, 401, 'Incorrect API key provided');
    if (!file?.fileName || !looksLikeAudio(file.bytes)) return refuse(response, 400, 'file is not audio');
    if (options.model && value('model') !== options.model)
      return refuse(response, 400, `model ${value('model')} does not exist`);
    if (options.language && value('language') !== options.language)
      return refuse(response, 400, `expected language ${options.language}`);
    if (value('response_format') !== 'json') return refuse(response, 400, 'expected response_format json');
    // Answers with the reply set when the call arrived.
    const reply = next;
    if (reply === 'hang') return; // Never answers; `close` drops the connection.
    if ('status' in reply) return refuse(response, reply.status, 'the engine failed');
    answer(response, 200, { text: reply.text });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => refuse(response, 500, 'fake failed'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    reply(reply) {
      next = reply;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
