// The content module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { contentModule } from './content.module.ts';
export { assetColumnsOf } from './asset-columns.ts';
export { assetThumbnailUrl, assetUrl } from './asset-names.ts';
export {
  anonymousImageUrl,
  findPublicImage,
  imageSize,
  removeAssetsOf,
  storeCompositedImageAsset,
  storeImageAsset,
} from './asset.service.ts';
export { addAttachedFile, recordFiles, type RecordFiles } from './attached-file.service.ts';
export { printImage, type ImageOverlay, type PrintImage } from './image-intake.ts';
export { withFinishedUpload, UPLOAD_SESSION_DISCARD_JOB } from './upload-session.service.ts';
