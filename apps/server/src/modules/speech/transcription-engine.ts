import type { Language } from '@syna/contracts/constants';
import type { TranscriptionError } from '@syna/contracts/speech';

/** One recording to transcribe: its bytes, container type, a file name and the language spoken. */
export interface TranscriptionRequest {
  audio: Buffer;
  contentType: string;
  fileName: string;
  language: Language;
}

/** What turns speech into text; the job knows no more of it than this. */
export interface TranscriptionEngine {
  /** The text heard (possibly empty); throws a `TranscriptionFailure` when none could be had. */
  transcribe(request: TranscriptionRequest): Promise<string>;
}

/** A transcription that could not be made, with the code the recording keeps. */
export class TranscriptionFailure extends Error {
  constructor(
    readonly code: TranscriptionError,
    message: string,
  ) {
    super(message);
    this.name = 'TranscriptionFailure';
  }
}

/** The engine's settings (SPEECH_* variables, docs/CONFIGURATION.md). */
export interface SpeechEngineConfig {
  /** The server's base address; `/v1/audio/transcriptions` is called under it. */
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

/**
 * A client of the OpenAI-compatible transcription API (`POST /v1/audio/transcriptions`, multipart
 * `file`, `model`, `language`, `response_format=json`, answered `{ "text": … }`), which OpenAI,
 * whisper.cpp's `whisper-server` and faster-whisper-server speak.
 */
export class OpenAiCompatibleEngine implements TranscriptionEngine {
  private readonly endpoint: string;

  constructor(private readonly config: SpeechEngineConfig) {
    this.endpoint = new URL(
      'v1/audio/transcriptions',
      config.url.endsWith('/') ? config.url : `${config.url}/`,
    ).href;
  }

  async transcribe({ audio, contentType, fileName, language }: TranscriptionRequest): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(audio)], { type: contentType }), fileName);
    form.append('model', this.config.model);
    form.append('language', language);
    form.append('response_format', 'json');
    // The timeout covers the whole exchange: connecting, the engine's work and reading its answer.
    const signal = AbortSignal.timeout(this.config.timeoutMs);
    try {
      const response = await fetch(this.endpoint, {
        method: 'POST',
        body: form,
        headers: this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {},
        signal,
      });
      if (!response.ok) {
        const detail = `${response.status} ${(await response.text()).slice(0, 300)}`;
        // A busy, failing or rate-limiting engine may answer later; a refusal of this request will not.
        const passing = response.status >= 500 || response.status === 408 || response.status === 429;
        throw new TranscriptionFailure(passing ? 'engineDown' : 'engineRefused', `engine answered ${detail}`);
      }
      const answer = (await response.json().catch(() => null)) as { text?: unknown } | null;
      if (typeof answer?.text !== 'string')
        throw new TranscriptionFailure('engineDown', 'engine answered no { text } JSON');
      return answer.text;
    } catch (error) {
      if (error instanceof TranscriptionFailure) throw error;
      if (signal.aborted)
        throw new TranscriptionFailure('timedOut', `no answer within ${this.config.timeoutMs} ms`);
      // fetch fails with a TypeError when the engine cannot be reached (refused, reset, no such host).
      throw new TranscriptionFailure('engineDown', `engine not reached: ${(error as Error).message}`);
    }
  }
}
