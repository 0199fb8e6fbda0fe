import type { InspectionObject, Remark, RemarkImage } from '@syna/contracts/remarks';
import { blankRemark } from './offline-changes';

// Objects, remarks and photos as the API answers them, for the remarks' unit tests.
const stamp = '2026-11-23T10:00:00Z';

/** A photo; with an original, an annotated version of it (one circle). */
export const testImage = (id: string, originalId: string | null = null): RemarkImage => ({
  id,
  name: `${id}.jpg`,
  caption: null,
  url: `/t/v1/content/assets/${id}.jpg`,
  thumbnailUrl: `/t/v1/content/assets/${id}.jpg?variant=thumbnail`,
  originalId,
  annotations: originalId ? [{ shape: 'circle', x: 1, y: 1, radius: 5, color: '#ff0000' }] : null,
  width: 100,
  height: 80,
  created: stamp,
});

/** A remark of object o1. */
export const testRemark = (id: string, sortOrder: number, images: RemarkImage[] = []): Remark => ({
  ...blankRemark(id, 'o1', sortOrder, stamp),
  title: id,
  images,
  version: 1,
});

/** An object of inspection i1. */
export const testObject = (id: string, sortOrder: number, remarks: Remark[] = []): InspectionObject => ({
  id,
  inspectionId: 'i1',
  name: id,
  description: null,
  status: null,
  state: 'active',
  sortOrder,
  attributes: {},
  remarks,
  version: 1,
  created: stamp,
  updated: stamp,
});
