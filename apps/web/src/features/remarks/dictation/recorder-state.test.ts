import { describe, expect, it } from 'vitest';
import { DICTATION_MAX_SECONDS, DICTATION_WARNING_SECONDS } from '@syna/contracts/speech';
import {
  clockText,
  countdown,
  elapsedMs,
  idleRecorder,
  microphoneProblemOf,
  pickRecordingType,
  recorderReducer,
  recordingFileName,
  type RecorderEvent,
  type RecorderState,
} from './recorder-state';

const run = (events: RecorderEvent[], from: RecorderState = idleRecorder) =>
  events.reduce(recorderReducer, from);

describe('the recorder’s course', () => {
  it('plays the cue, records, pauses and resumes, counting only the time recorded', () => {
    const cue = run([{ type: 'start' }]);
    expect(cue).toEqual({ phase: 'cue' });
    const recording = recorderReducer(cue, { type: 'recording', now: 1_000 });
    expect(elapsedMs(recording, 4_000)).toBe(3_000);
    const paused = recorderReducer(recording, { type: 'pause', now: 4_000 });
    expect(paused).toEqual({ phase: 'paused', before: 3_000 });
    expect(elapsedMs(paused, 60_000)).toBe(3_000);
    const resumed = recorderReducer(paused, { type: 'resume', now: 60_000 });
    expect(elapsedMs(resumed, 62_500)).toBe(5_500);
    expect(recorderReducer(resumed, { type: 'finish' })).toEqual(idleRecorder);
  });

  it('ignores events that do not fit the phase', () => {
    expect(recorderReducer(idleRecorder, { type: 'pause', now: 1 })).toBe(idleRecorder);
    expect(recorderReducer(idleRecorder, { type: 'resume', now: 1 })).toBe(idleRecorder);
    expect(recorderReducer(idleRecorder, { type: 'recording', now: 1 })).toBe(idleRecorder);
    const recording = run([{ type: 'start' }, { type: 'recording', now: 0 }]);
    expect(recorderReducer(recording, { type: 'start' })).toBe(recording);
    expect(recorderReducer(recording, { type: 'resume', now: 5 })).toBe(recording);
  });

  it('keeps why the microphone was refused until the next start', () => {
    const refused = run([{ type: 'start' }, { type: 'refused', problem: 'denied' }]);
    expect(refused).toEqual({ phase: 'idle', problem: 'denied' });
    expect(elapsedMs(refused, 10)).toBe(0);
    expect(recorderReducer(refused, { type: 'start' })).toEqual({ phase: 'cue' });
  });

  it('tells the microphone’s problem from the browser’s error', () => {
    expect(microphoneProblemOf(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(microphoneProblemOf(new DOMException('no', 'NotFoundError'))).toBe('absent');
    expect(microphoneProblemOf(new DOMException('busy', 'NotReadableError'))).toBe('failed');
    expect(microphoneProblemOf('odd')).toBe('failed');
  });
});

describe('the countdown', () => {
  it('counts down to the limit, warns in the last seconds and stops at the limit', () => {
    expect(countdown(0)).toEqual({ remainingSeconds: DICTATION_MAX_SECONDS, warning: false, atLimit: false });
    const beforeWarning = (DICTATION_MAX_SECONDS - DICTATION_WARNING_SECONDS - 1) * 1000;
    expect(countdown(beforeWarning).warning).toBe(false);
    expect(countdown(beforeWarning + 1_000)).toMatchObject({
      remainingSeconds: DICTATION_WARNING_SECONDS,
      warning: true,
    });
    expect(countdown(DICTATION_MAX_SECONDS * 1000 - 1)).toMatchObject({
      remainingSeconds: 1,
      atLimit: false,
    });
    expect(countdown(DICTATION_MAX_SECONDS * 1000)).toEqual({
      remainingSeconds: 0,
      warning: true,
      atLimit: true,
    });
    expect(countdown(30_000, 60).remainingSeconds).toBe(30);
  });

  it('shows minutes and seconds', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(65.7)).toBe('1:05');
    expect(clockText(120)).toBe('2:00');
  });
});

describe('the recording’s container', () => {
  it('takes WebM/Opus where it can be made, else MP4 (Safari), else Ogg', () => {
    expect(pickRecordingType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickRecordingType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(pickRecordingType((type) => type.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus');
    expect(pickRecordingType(() => false)).toBeNull();
  });

  it('names the file by its container', () => {
    expect(recordingFileName('audio/webm;codecs=opus')).toBe('diktat.webm');
    expect(recordingFileName('audio/mp4')).toBe('diktat.m4a');
    expect(recordingFileName('audio/ogg; codecs=opus')).toBe('diktat.ogg');
  });
});
