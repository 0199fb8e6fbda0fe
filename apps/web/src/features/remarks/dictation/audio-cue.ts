import { AUDIO_CUE_DELAY_MS } from '@syna/contracts/speech';

/** Rising for the start, falling for the stop: two short tones (Hz), each this long. */
const CUE_TONES = { start: [660, 880], stop: [880, 560] } as const;
const TONE_SECONDS = 0.09;
const CUE_VOLUME = 0.25;

/** The cue as samples, made here rather than fetched: nothing to download before the first recording. */
function cueBuffer(context: BaseAudioContext, kind: keyof typeof CUE_TONES): AudioBuffer {
  const rate = context.sampleRate;
  const toneLength = Math.round(TONE_SECONDS * rate);
  const buffer = context.createBuffer(1, toneLength * 2, rate);
  const samples = buffer.getChannelData(0);
  CUE_TONES[kind].forEach((frequency, tone) => {
    for (let index = 0; index < toneLength; index++) {
      // A short fade at both ends keeps the tone from clicking.
      const fade = Math.min(1, index / (0.01 * rate), (toneLength - index) / (0.01 * rate));
      samples[tone * toneLength + index] =
        CUE_VOLUME * fade * Math.sin((2 * Math.PI * frequency * index) / rate);
    }
  });
  return buffer;
}

/**
 * Plays the start or stop cue AUDIO_CUE_DELAY_MS after it has loaded, and resolves once it has
 * sounded, so that the recording that follows does not hear it. A muted or suspended audio output
 * never holds the recording up: it resolves after the cue's length at the latest.
 */
export async function playCue(context: AudioContext, kind: keyof typeof CUE_TONES): Promise<void> {
  const buffer = cueBuffer(context, kind);
  await context.resume().catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, AUDIO_CUE_DELAY_MS));
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.connect(context.destination);
  await new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, buffer.duration * 1000 + 150);
    source.onended = () => {
      clearTimeout(fallback);
      resolve();
    };
    source.start();
  });
}
