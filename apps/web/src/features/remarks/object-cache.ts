import type { InspectionObject, Remark, RemarkImage } from '@syna/contracts/remarks';

// Pure changes of the cached objects list (objects with remarks and photos), applied from the
// server's answers so that the tab updates at once, without fetching every photo list again.

const byOrder = <Item extends { sortOrder: number }>(items: Item[]) =>
  [...items].sort((first, second) => first.sortOrder - second.sortOrder);

/** Adds the object or replaces the one with its id. */
export function putObject(
  objects: readonly InspectionObject[],
  object: InspectionObject,
): InspectionObject[] {
  const exists = objects.some((candidate) => candidate.id === object.id);
  return byOrder(
    exists
      ? objects.map((candidate) => (candidate.id === object.id ? object : candidate))
      : [...objects, object],
  );
}

export function dropObject(objects: readonly InspectionObject[], objectId: string): InspectionObject[] {
  return objects.filter((object) => object.id !== objectId);
}

function changeRemarks(
  objects: readonly InspectionObject[],
  objectId: string,
  change: (remarks: Remark[]) => Remark[],
): InspectionObject[] {
  return objects.map((object) =>
    object.id === objectId ? { ...object, remarks: byOrder(change(object.remarks)) } : object,
  );
}

/** Adds the remark to its object, or replaces the one with its id. */
export function putRemark(objects: readonly InspectionObject[], remark: Remark): InspectionObject[] {
  return changeRemarks(objects, remark.objectId, (remarks) =>
    remarks.some((candidate) => candidate.id === remark.id)
      ? remarks.map((candidate) => (candidate.id === remark.id ? remark : candidate))
      : [...remarks, remark],
  );
}

/** Replaces several remarks of one object (a bulk change's answer). */
export function putRemarks(
  objects: readonly InspectionObject[],
  objectId: string,
  changed: readonly Remark[],
): InspectionObject[] {
  const byId = new Map(changed.map((remark) => [remark.id, remark]));
  return changeRemarks(objects, objectId, (remarks) =>
    remarks.map((remark) => byId.get(remark.id) ?? remark),
  );
}

export function dropRemark(
  objects: readonly InspectionObject[],
  objectId: string,
  remarkId: string,
): InspectionObject[] {
  return changeRemarks(objects, objectId, (remarks) => remarks.filter((remark) => remark.id !== remarkId));
}

function changeImages(
  objects: readonly InspectionObject[],
  objectId: string,
  remarkId: string,
  change: (images: RemarkImage[]) => RemarkImage[],
): InspectionObject[] {
  return changeRemarks(objects, objectId, (remarks) =>
    remarks.map((remark) => (remark.id === remarkId ? { ...remark, images: change(remark.images) } : remark)),
  );
}

export function addImage(
  objects: readonly InspectionObject[],
  objectId: string,
  remarkId: string,
  image: RemarkImage,
): InspectionObject[] {
  return changeImages(objects, objectId, remarkId, (images) => [
    ...images.filter((candidate) => candidate.id !== image.id),
    image,
  ]);
}

/**
 * A photo's annotated version as just saved: in its place if it was shown, last otherwise; other
 * versions of the same photo go, as the server keeps one.
 */
export function putAnnotatedVersion(
  objects: readonly InspectionObject[],
  objectId: string,
  remarkId: string,
  version: RemarkImage,
): InspectionObject[] {
  return changeImages(objects, objectId, remarkId, (images) => {
    const kept = images.filter((image) => image.id === version.id || image.originalId !== version.originalId);
    return kept.some((image) => image.id === version.id)
      ? kept.map((image) => (image.id === version.id ? version : image))
      : [...kept, version];
  });
}

/** A photo's caption as just written: on the photo and its annotated versions, which show it. */
export function putCaption(
  objects: readonly InspectionObject[],
  objectId: string,
  remarkId: string,
  captioned: RemarkImage,
): InspectionObject[] {
  const originalId = captioned.originalId ?? captioned.id;
  return changeImages(objects, objectId, remarkId, (images) =>
    images.map((image) =>
      image.id === originalId || image.originalId === originalId
        ? { ...image, caption: captioned.caption }
        : image,
    ),
  );
}

/** Removes a photo and, as the server does, its annotated versions. */
export function dropImage(
  objects: readonly InspectionObject[],
  objectId: string,
  remarkId: string,
  imageId: string,
): InspectionObject[] {
  return changeImages(objects, objectId, remarkId, (images) =>
    images.filter((image) => image.id !== imageId && image.originalId !== imageId),
  );
}
