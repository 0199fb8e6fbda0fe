import type { RemarkImage } from '@syna/contracts/remarks';

/** A photo as the remark shows it: its number, and for an annotated version its original's. */
export interface ShownPhoto {
  image: RemarkImage;
  /** Counts the originals from 1; an annotated version has its original's number. */
  number: number;
  /** 1, 2… for the annotated versions of one original; null for the original itself. */
  version: number | null;
}

/**
 * The photos with each original followed by its annotated versions, in upload order. A version
 * whose original is missing (deleted in another tab) is shown as an original.
 */
export function orderPhotos(images: readonly RemarkImage[]): ShownPhoto[] {
  const ids = new Set(images.map((image) => image.id));
  const isVersion = (image: RemarkImage) => image.originalId !== null && ids.has(image.originalId);
  const shown: ShownPhoto[] = [];
  let number = 0;
  for (const original of images.filter((image) => !isVersion(image))) {
    number += 1;
    shown.push({ image: original, number, version: null });
    images
      .filter((image) => image.originalId === original.id)
      .forEach((image, index) => shown.push({ image, number, version: index + 1 }));
  }
  return shown;
}

/** The photo an annotated version was drawn on (itself for an original). */
export function originalOf(images: readonly RemarkImage[], image: RemarkImage): RemarkImage {
  return (image.originalId && images.find((candidate) => candidate.id === image.originalId)) || image;
}

/** The photo's annotated version, whose marks the editor opens (the newest if older ones are left). */
export function annotatedVersionOf(
  images: readonly RemarkImage[],
  original: RemarkImage,
): RemarkImage | null {
  return images.findLast((image) => image.originalId === original.id) ?? null;
}
