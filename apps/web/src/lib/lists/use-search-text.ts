import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The search field of a list whose text lives in the URL: the field types freely, and the URL (and so
 * the search) follows once typing pauses. `withText` gives the query string with the new text (and
 * the first page).
 */
export function useSearchText(
  urlText: string,
  withText: (params: URLSearchParams, text: string) => URLSearchParams,
) {
  const [, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // A row opened while the text was settling: writing the search then would cancel the way to the
  // row (its page still loading) and bring the list back.
  const leaving = navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  const [text, setText] = useState(urlText);
  const settled = useDebouncedValue(text, 300);
  const written = useRef(urlText);
  useEffect(() => {
    if (settled === written.current || leaving) return;
    written.current = settled;
    setParams((current) => withText(current, settled), { replace: true });
  }, [settled, leaving, setParams, withText]);
  useEffect(() => {
    // Back and forward change the URL's text: the field follows.
    if (urlText !== written.current) {
      written.current = urlText;
      setText(urlText);
    }
  }, [urlText]);
  /** Empties the field at once, for a "clear filters" that writes the URL itself. */
  const clearText = () => {
    setText('');
    written.current = '';
  };
  return { text, setText, clearText };
}
