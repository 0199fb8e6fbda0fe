import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useHref, useLocation, useSearchParams } from 'react-router';
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
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  // The router's own locations carry the basename (`/main/…`); this page's path without it does not.
  const routerPath = useHref({ pathname });
  const [text, setText] = useState(urlText);
  const settled = useDebouncedValue(text, 300);
  const written = useRef(urlText);
  useEffect(() => {
    if (settled === written.current) return;
    // A row opened while the text was settling: writing the search then would cancel the way to
    // the row and bring the list back. Asked of the router itself, not of this page's render: the
    // router shows a new page in a transition, which React puts behind the typing's updates, so
    // on a busy phone the list can still render as if nothing were under way.
    const heading = router?.state.navigation.location ?? router?.state.location;
    if (heading && heading.pathname !== routerPath) return;
    written.current = settled;
    setParams((current) => withText(current, settled), { replace: true });
  }, [settled, routerPath, router, setParams, withText]);
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
