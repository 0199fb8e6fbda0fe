// The remarks module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { remarksModule } from './remarks.module.ts';
export {
  type InspectionRemarks,
  type RemarkPhoto,
  listInspectionRemarks,
} from './inspection-remarks.service.ts';
export { objectIdsOf } from './object.repo.ts';
export { createObject, requireObject } from './object.service.ts';
export { assetsOfInspectionPhotos, removeUnusedAssets } from './remark-assets.service.ts';
export { removeRecordingsOfInspection } from './remark-media.service.ts';
export { addRemarkImage } from './remark-image.service.ts';
export { createRemark } from './remark.service.ts';
export { commonRemarkStatements } from './common-remark.repo.ts';
