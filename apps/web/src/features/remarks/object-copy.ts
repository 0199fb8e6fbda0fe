import type { InspectionObject, ObjectCreate, RemarkCreate } from '@syna/contracts/remarks';

/**
 * Whether copying the object needs the server: its photos are copied there (the copies share the
 * stored files and their marks), and an archived object's state is set there.
 */
export const copyNeedsServer = (object: InspectionObject): boolean =>
  object.state !== 'active' || object.remarks.some((remark) => remark.images.length > 0);

/**
 * The object and remarks a copy creates, as the server's copy makes them (`copyObject` of the
 * remarks module): the name with `suffix` ("Källare (kopia)"), the description, status and
 * attributes, placed last; each remark with all its fields and its place. Its recordings stay
 * with the original, as on the server.
 */
export function copyOfObject(
  object: InspectionObject,
  suffix: string,
): { object: ObjectCreate; remarks: RemarkCreate[] } {
  return {
    object: {
      name: `${object.name}${suffix}`,
      description: object.description,
      status: object.status,
      attributes: object.attributes,
    },
    remarks: object.remarks.map((remark) => ({
      title: remark.title,
      text: remark.text,
      category: remark.category,
      location: remark.location,
      sortOrder: remark.sortOrder,
      gradeId: remark.gradeId,
      recommendedAction: remark.recommendedAction,
      investigate: remark.investigate,
      investigation: remark.investigation,
      costEstimate: remark.costEstimate,
      attributes: remark.attributes,
    })),
  };
}
