import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpeechRecording } from '@syna/contracts/speech';
import { POLL_INTERVAL_MS, pollRecording } from './poll-recording';

const recording = (state: SpeechRecording['state'], transcript: string | null = null): SpeechRecording => ({
  id: 'r1',
  remarkId: null,
  contentType: 'audio/webm',
  size: 1000,
  durationMs: 3000,
  language: 'sv',
  state,
  transcript,
  error: null,
  createdBy: null,
  created: '2026-11-29T20:00:00Z',
});

describe('asking for a transcription until it is ready', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks about every second while queued and answers the finished recording', async () => {
    const answers = [recording('queued'), recording('done', 'fuktfläck källare')];
    const read = vi.fn(async () => answers.shift()!);
    const updates: string[] = [];
    const result = pollRecording(recording('queued'), read, {
      signal: new AbortController().signal,
      onUpdate: (update) => updates.push(update.state),
    });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    await expect(result).resolves.toMatchObject({ state: 'done', transcript: 'fuktfläck källare' });
    expect(updates).toEqual(['queued', 'done']);
  });

  it('does not ask at all when the upload already settled it', async () => {
    const read = vi.fn();
    await expect(
      pollRecording(recording('unavailable'), read, { signal: new AbortController().signal }),
    ).resolves.toMatchObject({ state: 'unavailable' });
    await expect(
      pollRecording(recording('failed'), read, { signal: new AbortController().signal }),
    ).resolves.toMatchObject({
      state: 'failed',
    });
    expect(read).not.toHaveBeenCalled();
  });

  it('stops asking when aborted (the dialog closed)', async () => {
    const controller = new AbortController();
    const read = vi.fn(async () => recording('queued'));
    const result = pollRecording(recording('queued'), read, { signal: controller.signal });
    const settled = expect(result).rejects.toThrow('closed');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    controller.abort(new Error('closed'));
    await settled;
    const calls = read.mock.calls.length;
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    expect(read).toHaveBeenCalledTimes(calls);
  });
});
