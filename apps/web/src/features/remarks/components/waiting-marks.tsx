import { useEffect, useRef } from 'react';
import type { RemarkImage } from '@syna/contracts/remarks';
import { useOutbox } from '@/lib/offline/outbox-hooks';
import { unsentRecords } from '@/lib/offline/outbox-order';
import { drawAnnotation } from '@/features/remarks/annotation/annotation-render';

/** Whether the photo is an annotated version whose marks the server has not drawn yet (offline). */
function useMarksWaiting(image: RemarkImage): boolean {
  const { changes } = useOutbox();
  return Boolean(image.originalId && image.annotations?.length) && unsentRecords(changes).has(image.id);
}

/** The picture's size in pixels, which the marks are placed in: the photo's, or as the picture loads. */
function whenSized(
  picture: HTMLImageElement,
  image: RemarkImage,
  then: (width: number, height: number) => void,
) {
  if (image.width && image.height) return then(image.width, image.height);
  // A photo taken offline has no size until the server has it: its picture (its own bytes) has.
  const loaded = () => then(picture.naturalWidth, picture.naturalHeight);
  if (picture.complete && picture.naturalWidth) loaded();
  else picture.addEventListener('load', loaded, { once: true });
}

/**
 * The marks of an annotated version saved offline, drawn over the original's picture (the `<img>`
 * just before it) as the server will draw them, until the server's version comes. `fit` is the
 * picture's `object-fit`, so that the marks sit where they belong on a cropped thumbnail. Nothing
 * for any other photo.
 */
export function WaitingMarks({ image, fit }: { image: RemarkImage; fit: 'cover' | 'fill' }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const waiting = useMarksWaiting(image);
  useEffect(() => {
    const element = canvas.current;
    const picture = element?.previousElementSibling;
    if (!element || !(picture instanceof HTMLImageElement)) return;
    whenSized(picture, image, (width, height) => {
      element.width = width;
      element.height = height;
      const context = element.getContext('2d');
      if (!context) return;
      for (const shape of image.annotations ?? []) drawAnnotation(context, shape, { width, height });
    });
  }, [image, waiting]);
  if (!waiting) return null;
  return (
    <canvas
      ref={canvas}
      aria-hidden
      data-testid="waiting-marks"
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: fit,
        pointerEvents: 'none',
      }}
    />
  );
}
