import { useEffect, useState } from 'react';

/**
 * A photo loaded and decoded in the browser, to draw on a canvas. Photos are served from the same
 * origin (with the `JWT` cookie), so the canvas stays readable for export.
 */
export function useLoadedImage(url: string): { image: HTMLImageElement | null; error: boolean } {
  const [state, setState] = useState<{ url: string; image: HTMLImageElement | null; error: boolean }>({
    url,
    image: null,
    error: false,
  });
  useEffect(() => {
    let current = true;
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    image
      .decode()
      .then(() => current && setState({ url, image, error: false }))
      .catch(() => current && setState({ url, image: null, error: true }));
    return () => {
      current = false;
    };
  }, [url]);
  return state.url === url ? state : { image: null, error: false };
}
