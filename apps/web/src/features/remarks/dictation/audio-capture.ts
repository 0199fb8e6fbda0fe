import { pickRecordingType } from './recorder-state';

/** A microphone being recorded: its level for the meter, and the recording once stopped. */
export interface AudioCapture {
  /** The loudness now, 0–1. */
  level(): number;
  pause(): void;
  resume(): void;
  /** Ends the recording and answers its audio. */
  stop(): Promise<Blob>;
  /** Ends it and throws the audio away. */
  cancel(): void;
}

/** Whether this browser can record at all (a secure page with a microphone API and MediaRecorder). */
export function canRecord(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    !!navigator.mediaDevices?.getUserMedia &&
    typeof MediaRecorder !== 'undefined'
  );
}

/** Asks for the microphone (the browser's prompt); rejects with its DOMException when refused. */
export function openMicrophone(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
  });
}

/**
 * Records `stream` with MediaRecorder in the first container the browser makes (WebM/Opus,
 * MP4/AAC on Safari, Ogg/Opus) and measures its level through an AnalyserNode of `context`.
 * Stopping or cancelling releases the microphone.
 */
export function startCapture(stream: MediaStream, context: AudioContext): AudioCapture {
  const type = pickRecordingType((candidate) => MediaRecorder.isTypeSupported(candidate));
  const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  source.connect(analyser);
  const samples = new Uint8Array(analyser.fftSize);

  const release = () => {
    source.disconnect();
    for (const track of stream.getTracks()) track.stop();
  };
  // Chunks every second, so that a stop at the limit loses nothing.
  recorder.start(1000);

  return {
    level() {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
      // Speech sits around 0.05–0.3 RMS: stretched so the meter moves visibly.
      return Math.min(1, Math.sqrt(sum / samples.length) * 4);
    },
    pause: () => recorder.state === 'recording' && recorder.pause(),
    resume: () => recorder.state === 'paused' && recorder.resume(),
    stop: () =>
      new Promise<Blob>((resolve) => {
        recorder.onstop = () => {
          release();
          resolve(new Blob(chunks, { type: recorder.mimeType || type || 'audio/webm' }));
        };
        recorder.stop();
      }),
    cancel() {
      recorder.onstop = release;
      if (recorder.state !== 'inactive') recorder.stop();
      else release();
    },
  };
}
