import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { RemarkSuggestion } from '@syna/contracts/remarks';
import { DICTATION_MAX_SECONDS, type SpeechRecording } from '@syna/contracts/speech';
import { useTenantApi } from '@/lib/http/endpoint-hooks';
import { useRemarksTexts } from '@/features/remarks/texts';
import { speechCalls, useSpeechConfig } from './speech-api';
import { insertAt, replaceInsertion, type Insertion } from './text-insertion';
import { useDictation } from './use-dictation';

interface RemarkDictationOptions {
  /** The assignment the remark belongs to: a recording kept offline waits in its outbox. */
  inspectionId: string;
  /** The remark's saved recordings. */
  saved: readonly SpeechRecording[];
  /** The remark text's field, whose cursor says where a transcript goes. */
  textField: RefObject<HTMLTextAreaElement | HTMLInputElement | null>;
  text(): string;
  setText(text: string): void;
  category(): string;
  /** Puts a saved remark's heading and category where the form has none. */
  fillEmpty(values: { title: string; category: string | null }): void;
}

/**
 * Dictation in the remark form: a transcript goes where the cursor was when recording began, and
 * the firm's saved remarks closest to it are offered to replace it.
 */
export function useRemarkDictation({
  inspectionId,
  saved,
  textField,
  text,
  setText,
  category,
  fillEmpty,
}: RemarkDictationOptions) {
  const { t } = useRemarksTexts();
  const api = useTenantApi();
  const calls = useMemo(() => speechCalls(api), [api]);
  const config = useSpeechConfig();
  const [inserted, setInserted] = useState<Insertion | null>(null);
  const [suggestions, setSuggestions] = useState<RemarkSuggestion[]>([]);
  const [announcement, setAnnouncement] = useState('');
  // Until the field has had the focus its cursor means nothing: a transcript is added at the end.
  const cursorChosen = useRef(false);
  useEffect(() => {
    const field = textField.current;
    const chosen = () => {
      cursorChosen.current = true;
    };
    field?.addEventListener('focus', chosen);
    return () => field?.removeEventListener('focus', chosen);
  }, [textField]);

  const dictation = useDictation({
    inspectionId,
    saved,
    maxSeconds: config.data?.maxSeconds ?? DICTATION_MAX_SECONDS,
    selection: () => {
      const field = textField.current;
      if (!field || !cursorChosen.current || field.selectionStart === null) return null;
      return { start: field.selectionStart, end: field.selectionEnd ?? field.selectionStart };
    },
    onTranscript: (transcript, at) => {
      const result = insertAt(text(), at, transcript);
      setText(result.text);
      setInserted(result.inserted);
      setAnnouncement(t('dictation.doneAnnouncement'));
      calls
        .suggest(transcript, category().trim() || null)
        .then(setSuggestions)
        .catch(() => setSuggestions([]));
    },
  });

  const applySuggestion = (suggestion: RemarkSuggestion) => {
    const wording = suggestion.text ?? suggestion.title;
    const replaced = inserted ? replaceInsertion(text(), inserted, wording) : null;
    const result = replaced ?? insertAt(text(), null, wording);
    setText(result.text);
    setInserted(result.inserted);
    fillEmpty({ title: suggestion.title, category: suggestion.category });
    setSuggestions([]);
    setAnnouncement(t('dictation.suggestionUsed', { title: suggestion.title }));
  };

  const unavailable = dictation.items.some((item) => item.recording?.state === 'unavailable');
  return {
    dictation,
    transcription: (config.data?.transcription ?? true) && !unavailable,
    maxSeconds: config.data?.maxSeconds ?? DICTATION_MAX_SECONDS,
    suggestions,
    applySuggestion,
    dismissSuggestions: () => setSuggestions([]),
    /** What was last done to the text, for the screen reader. */
    announcement,
  };
}
