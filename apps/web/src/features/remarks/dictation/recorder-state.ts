import { DICTATION_MAX_SECONDS, DICTATION_WARNING_SECONDS } from '@syna/contracts/speech';

/** Why the microphone could not be used. */
export type MicrophoneProblem = 'denied' | 'absent' | 'unsupported' | 'failed';

/**
 * The record button's course: idle → cue (the start cue plays) → recording ⇄ paused → idle
 * (stopped, cancelled or at the limit). Time counts only while recording: `since` is when the
 * running stretch began, `before` the milliseconds of the earlier stretches.
 */
export type RecorderState =
  | { phase: 'idle'; problem: MicrophoneProblem | null }
  | { phase: 'cue' }
  | { phase: 'recording'; before: number; since: number }
  | { phase: 'paused'; before: number };

export type RecorderEvent =
  | { type: 'start' }
  | { type: 'recording'; now: number }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  | { type: 'finish' }
  | { type: 'refused'; problem: MicrophoneProblem };

export const idleRecorder: RecorderState = { phase: 'idle', problem: null };

/** The next state; an event that does not fit the phase changes nothing. */
export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'start':
      return state.phase === 'idle' ? { phase: 'cue' } : state;
    case 'recording':
      return state.phase === 'cue' ? { phase: 'recording', before: 0, since: event.now } : state;
    case 'pause':
      return state.phase === 'recording'
        ? { phase: 'paused', before: state.before + Math.max(0, event.now - state.since) }
        : state;
    case 'resume':
      return state.phase === 'paused'
        ? { phase: 'recording', before: state.before, since: event.now }
        : state;
    case 'finish':
      return idleRecorder;
    case 'refused':
      return { phase: 'idle', problem: event.problem };
  }
}

/** The milliseconds recorded so far (0 outside a recording). */
export function elapsedMs(state: RecorderState, now: number): number {
  if (state.phase === 'recording') return state.before + Math.max(0, now - state.since);
  if (state.phase === 'paused') return state.before;
  return 0;
}

/** What the countdown shows: seconds left, whether to warn, and whether the limit is reached. */
export function countdown(elapsed: number, maxSeconds = DICTATION_MAX_SECONDS) {
  const remainingSeconds = Math.max(0, Math.ceil(maxSeconds - elapsed / 1000));
  return {
    remainingSeconds,
    warning: remainingSeconds <= DICTATION_WARNING_SECONDS,
    atLimit: elapsed >= maxSeconds * 1000,
  };
}

/** "1:05" for 65 seconds. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The problem a failed `getUserMedia` stands for. */
export function microphoneProblemOf(error: unknown): MicrophoneProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'absent';
  return 'failed';
}

/**
 * The container to record in, the first the browser can make: WebM/Opus (Chromium, Firefox),
 * MP4/AAC (Safari, iOS), Ogg/Opus; the server takes each. Null when none is (the browser's default
 * is then used).
 */
export const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/mp4', 'audio/ogg;codecs=opus'] as const;
export function pickRecordingType(isTypeSupported: (type: string) => boolean): string | null {
  return RECORDING_TYPES.find((type) => isTypeSupported(type)) ?? null;
}

/** The file name an upload carries, by its container. */
export function recordingFileName(type: string): string {
  const base = type.split(';')[0]!.trim();
  const extension = base === 'audio/mp4' ? 'm4a' : base === 'audio/ogg' ? 'ogg' : 'webm';
  return `diktat.${extension}`;
}
