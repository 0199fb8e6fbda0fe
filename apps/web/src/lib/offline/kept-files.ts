import { useCallback, useEffect, useState } from 'react';
import { useOnline } from '@/lib/pwa/online-status';
import { useOffline } from './offline-holder';

/** What an image element shows: `src`, and `onError` to call when it cannot be loaded. */
export interface KeptFileSource {
  src: string;
  onError(): void;
}

/**
 * The URL to show a file from: the server's `url` while there is a network, and the bytes an offline
 * copy keeps of it (an object URL, revoked when no longer shown) when there is none, or when the
 * server did not answer (`onError`). A file no copy keeps stays at `url`, as does a photo taken
 * offline (already a `blob:` URL).
 */
export function useKeptFileUrl(url: string): KeptFileSource {
  const store = useOffline()?.store;
  const online = useOnline();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [kept, setKept] = useState<{ url: string; objectUrl: string } | null>(null);
  const onError = useCallback(() => setFailedUrl(url), [url]);
  const wanted = Boolean(store) && !url.startsWith('blob:') && (!online || failedUrl === url);

  useEffect(() => {
    if (!wanted || !store) return;
    let shown = true;
    let objectUrl: string | null = null;
    void store.file(url).then((blob) => {
      if (!shown || !blob) return;
      objectUrl = URL.createObjectURL(blob);
      setKept({ url, objectUrl });
    });
    return () => {
      shown = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setKept(null);
    };
  }, [store, url, wanted]);

  return {
    src: wanted && kept?.url === url ? kept.objectUrl : url,
    onError,
  };
}
