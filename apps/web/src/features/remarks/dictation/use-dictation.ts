import { useCallback, useEffect, useEffectEvent, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpeechRecording } from '@syna/contracts/speech';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { useOffline } from '@/lib/offline/offline-holder';
import { useOutbox } from '@/lib/offline/outbox-hooks';
import { unsentRecords } from '@/lib/offline/outbox-order';
import { useUploadRecording } from '@/features/remarks/field-changes';
import { waitingRecording } from '@/features/remarks/offline-changes';
import { playCue } from './audio-cue';
import { canRecord, openMicrophone, startCapture, type AudioCapture } from './audio-capture';
import { pollRecording } from './poll-recording';
import { countdown, elapsedMs, idleRecorder, microphoneProblemOf, recorderReducer } from './recorder-state';
import { speechCalls } from './speech-api';
import type { TextRange } from './text-insertion';

/** A recording of the dialog: uploading, or the server's with its transcription's state. */
export interface DictatedRecording {
  key: string;
  recording: SpeechRecording | null;
  /** The audio until the server has it (kept for another try when the upload fails). */
  audio: Blob | null;
  /**
   * Kept on the device without a network (`recording` then names it under its id as queued): the
   * outbox sends it, and it is transcribed once the server has it.
   */
  kept: boolean;
  durationMs: number;
  /** Where the transcript goes: the text field's selection when the recording began. */
  at: TextRange | null;
  /** What went wrong on our side of the transcription: sending it, or asking after it. */
  problem: { step: 'upload' | 'follow'; message: string } | null;
}

interface DictationOptions {
  /** The assignment whose outbox keeps a recording made offline. */
  inspectionId: string;
  /** The remark's saved recordings, listed first. */
  saved: readonly SpeechRecording[];
  /** The remark text's selection now, read as a recording begins. */
  selection(): TextRange | null;
  /** A transcription is done: its text goes where the cursor was. */
  onTranscript(transcript: string, at: TextRange | null): void;
  maxSeconds: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Records, uploads and follows dictated recordings: the record button's state and time, the
 * recordings of the dialog with their transcriptions, and the calls to retry or delete one.
 */
export function useDictation({ inspectionId, saved, selection, onTranscript, maxSeconds }: DictationOptions) {
  const api = useTenantApi();
  const calls = useMemo(() => speechCalls(api), [api]);
  const uploadRecording = useUploadRecording(inspectionId);
  const runner = useOffline()?.runner;
  const { changes } = useOutbox();
  const language = useTranslation().i18n.language === 'en' ? 'en' : 'sv';
  const [state, dispatch] = useReducer(recorderReducer, idleRecorder);
  const [now, setNow] = useState(() => Date.now());
  const [items, setItems] = useState<DictatedRecording[]>(() =>
    saved.map((recording) => ({
      key: recording.id,
      recording,
      audio: null,
      kept: unsentRecords(changes).has(recording.id),
      durationMs: recording.durationMs,
      at: null,
      problem: null,
    })),
  );
  const capture = useRef<AudioCapture | null>(null);
  const audioContext = useRef<AudioContext | null>(null);
  const startedAt = useRef<TextRange | null>(null);
  const abandoned = useRef(false);
  const closed = useRef(new AbortController());
  const transcriptHandler = useRef(onTranscript);
  useEffect(() => {
    transcriptHandler.current = onTranscript;
  });
  const [stoppedAtLimit, setStoppedAtLimit] = useState(false);

  const contextOf = () => (audioContext.current ??= new AudioContext());
  const change = (key: string, update: Partial<DictatedRecording>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...update } : item)));

  const follow = useCallback(
    async (key: string, recording: SpeechRecording, at: TextRange | null) => {
      try {
        const final = await pollRecording(recording, (signal) => calls.get(recording.id, signal), {
          signal: closed.current.signal,
          onUpdate: (update) => change(key, { recording: update }),
        });
        if (final.state === 'done' && final.transcript?.trim())
          transcriptHandler.current(final.transcript, at);
      } catch (error) {
        if (!closed.current.signal.aborted)
          change(key, { problem: { step: 'follow', message: messageOf(error) } });
      }
    },
    [calls],
  );

  const upload = useCallback(
    async (item: DictatedRecording) => {
      if (!item.audio) return;
      change(item.key, { problem: null });
      try {
        const sent = await uploadRecording(
          item.audio,
          { language, durationMs: Math.round(item.durationMs) },
          closed.current.signal,
        );
        if (sent.kept) {
          const recording = waitingRecording(sent.id, null, new Date().toISOString());
          change(item.key, { recording, audio: null, kept: true });
          return;
        }
        change(item.key, { recording: sent.recording, audio: null });
        await follow(item.key, sent.recording, item.at);
      } catch (error) {
        if (!closed.current.signal.aborted)
          change(item.key, { problem: { step: 'upload', message: messageOf(error) } });
      }
    },
    [uploadRecording, follow, language],
  );

  // A recording kept offline that the outbox has now sent is followed like one sent at once, its
  // transcript put in the text while the dialog is open.
  const unsent = useMemo(() => unsentRecords(changes), [changes]);
  const followed = useRef(new Set<string>());
  useEffect(() => {
    for (const { key, kept, recording, at } of items) {
      if (!kept || !recording || unsent.has(recording.id) || followed.current.has(key)) continue;
      followed.current.add(key);
      void follow(key, recording, at);
    }
  }, [unsent, items, follow]);
  const shown = items.map((item) =>
    item.kept && item.recording && !unsent.has(item.recording.id) ? { ...item, kept: false } : item,
  );

  const start = async () => {
    if (state.phase !== 'idle') return;
    if (!canRecord()) return dispatch({ type: 'refused', problem: 'unsupported' });
    dispatch({ type: 'start' });
    setStoppedAtLimit(false);
    startedAt.current = selection();
    abandoned.current = false;
    let stream: MediaStream | null = null;
    try {
      stream = await openMicrophone();
      const context = contextOf();
      await playCue(context, 'start');
      if (abandoned.current || closed.current.signal.aborted) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      capture.current = startCapture(stream, context);
      dispatch({ type: 'recording', now: Date.now() });
    } catch (error) {
      for (const track of stream?.getTracks() ?? []) track.stop();
      dispatch({ type: 'refused', problem: microphoneProblemOf(error) });
    }
  };

  const stop = async () => {
    const running = capture.current;
    if (!running) return;
    capture.current = null;
    const durationMs = elapsedMs(state, Date.now());
    dispatch({ type: 'finish' });
    const audio = await running.stop();
    void playCue(contextOf(), 'stop');
    const item: DictatedRecording = {
      key: `local-${crypto.randomUUID()}`,
      recording: null,
      audio,
      kept: false,
      durationMs,
      at: startedAt.current,
      problem: null,
    };
    setItems((current) => [...current, item]);
    await upload(item);
  };

  const cancel = () => {
    abandoned.current = true;
    capture.current?.cancel();
    capture.current = null;
    dispatch({ type: 'finish' });
  };

  const pause = () => {
    capture.current?.pause();
    dispatch({ type: 'pause', now: Date.now() });
  };
  const resume = () => {
    capture.current?.resume();
    dispatch({ type: 'resume', now: Date.now() });
  };

  /** Another try: the upload, asking after it, or the engine's transcription. */
  const retry = async (item: DictatedRecording) => {
    if (item.problem?.step === 'upload' || !item.recording) return upload(item);
    change(item.key, { problem: null });
    try {
      const recording =
        item.recording.state === 'failed' && item.problem?.step !== 'follow'
          ? await calls.retry(item.recording.id)
          : item.recording;
      change(item.key, { recording });
      await follow(item.key, recording, item.at);
    } catch (error) {
      change(item.key, { problem: { step: 'follow', message: messageOf(error) } });
    }
  };

  const remove = async (item: DictatedRecording) => {
    const waiting = item.kept && changes.find((candidate) => candidate.writes.includes(item.recording!.id));
    // Kept on the device, it is taken out of the outbox; the server never hears of it.
    if (waiting) await runner?.discard(waiting);
    else if (item.recording) await calls.remove(item.recording.id);
    setItems((current) => current.filter((candidate) => candidate.key !== item.key));
  };

  // The clock runs while recording, and the recording stops itself at the limit.
  const elapsed = elapsedMs(state, now);
  const stopAtLimit = useEffectEvent(() => {
    setStoppedAtLimit(true);
    void stop();
  });
  useEffect(() => {
    if (state.phase !== 'recording') return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (countdown(elapsedMs(state, current), maxSeconds).atLimit) stopAtLimit();
    }, 250);
    return () => clearInterval(timer);
  }, [state, maxSeconds]);

  // Closing the dialog stops everything: the microphone, the questions, the audio output.
  useEffect(() => {
    const controller = new AbortController();
    closed.current = controller;
    return () => {
      controller.abort();
      capture.current?.cancel();
      void audioContext.current?.close().catch(() => undefined);
    };
  }, []);

  return {
    state,
    stoppedAtLimit,
    elapsed,
    countdown: countdown(elapsed, maxSeconds),
    level: () => capture.current?.level() ?? 0,
    items: shown,
    recordingIds: items.flatMap((item) => (item.recording ? [item.recording.id] : [])),
    busy: shown.some(
      (item) => !item.problem && !item.kept && (!item.recording || item.recording.state === 'queued'),
    ),
    start,
    stop,
    cancel,
    pause,
    resume,
    retry,
    remove,
  };
}

export type Dictation = ReturnType<typeof useDictation>;
