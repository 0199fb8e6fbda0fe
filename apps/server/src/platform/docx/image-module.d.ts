declare module '@slosarek/docxtemplater-image-module-free' {
  import type { DXT } from 'docxtemplater';

  /** The open-source image module of docxtemplater: `{%tag}` becomes a picture. */
  export default class ImageModule implements DXT.Module {
    constructor(options: {
      centered?: boolean;
      getImage: (value: unknown, tagName: string) => Buffer;
      getSize: (image: Buffer, value: unknown, tagName: string) => [number, number];
    });
    [x: string]: unknown;
  }
}
