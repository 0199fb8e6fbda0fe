import { useEffect, useState } from 'react';
import { useKeptFileUrl } from '@/lib/offline/kept-files';

/**
 * A photo loaded and decoded in the browser, to draw on a canvas, and the `src` it was loaded from
 * (the bytes an offline copy keeps, without a network). Photos are served from the same origin
 * (with the `JWT` cookie), and kept ones are `blob:` URLs, so the canvas stays readable for export.
 */
export function useLoadedImage(url: string): { image: HTMLImageElement | null; error: boolean; src: string } {
  const { src, onError } = useKeptFileUrl(url);
  const [state, setState] = useState<{ src: string; image: HTMLImageElement | null; error: boolean }>({
    src,
    image: null,
    error: false,
  });
  useEffect(() => {
    let current = true;
    const image = new Image();
    image.decoding = 'async';
    image.src = src;
    image
      .decode()
      .then(() => current && setState({ src, image, error: false }))
      .catch(() => {
        if (!current) return;
        setState({ src, image: null, error: true });
        // The server did not answer: the kept bytes, if any, are tried next.
        if (src === url) onError();
      });
    return () => {
      current = false;
    };
  }, [src, url, onError]);
  return state.src === src ? { ...state, src } : { image: null, error: false, src };
}
