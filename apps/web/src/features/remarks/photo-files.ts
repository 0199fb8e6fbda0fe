import { REMARK_IMAGE_TYPES } from '@syna/contracts/remarks';

/**
 * Whether the server would refuse a file for its declared type. A file without a type (some
 * systems send none) is left to the server, which looks at its content.
 */
export function isRefusedPhotoType(declaredType: string): boolean {
  const type = declaredType.toLowerCase();
  if (!type) return false;
  return !(REMARK_IMAGE_TYPES as readonly string[]).includes(type === 'image/jpg' ? 'image/jpeg' : type);
}
