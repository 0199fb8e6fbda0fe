import { markPaint, type Size } from '@syna/contracts/annotation-drawing';
import type { Annotation } from '@syna/contracts/remarks';
import { type ImageOverlay } from '../content/index.ts';

// The marks of a photo as SVG, drawn by the rules the editor's canvas follows. Each mark is its own
// small SVG covering only the area it paints: rasterising one photo-sized SVG would cost as much as
// decoding the photo again.

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const number = (value: number) => String(Math.round(value * 100) / 100);
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Text marks: no font metrics here, so a generous box (wide bold glyphs and the outline). */
const TEXT_ADVANCE_PER_CHARACTER = 0.75;
const TEXT_LINE_HEIGHT = 1.4;

/** The mark's SVG elements, in the photo's pixels, and the area they may paint. */
function markup(shape: Annotation, image: Size): { svg: string; box: Box } {
  const paint = markPaint(shape, image);
  const stroke = `stroke="${paint.color}" stroke-width="${number(paint.lineWidth)}" stroke-linejoin="round" stroke-linecap="round"`;
  const reach = paint.lineWidth / 2 + 1;
  switch (paint.shape) {
    case 'rectangle':
      return {
        svg: `<rect x="${number(paint.x)}" y="${number(paint.y)}" width="${number(paint.width)}" height="${number(paint.height)}" fill="none" ${stroke}/>`,
        box: {
          left: paint.x - reach,
          top: paint.y - reach,
          right: paint.x + paint.width + reach,
          bottom: paint.y + paint.height + reach,
        },
      };
    case 'circle':
      return {
        svg: `<ellipse cx="${number(paint.x)}" cy="${number(paint.y)}" rx="${number(paint.radiusX)}" ry="${number(paint.radiusY)}" fill="none" ${stroke}/>`,
        box: {
          left: paint.x - paint.radiusX - reach,
          top: paint.y - paint.radiusY - reach,
          right: paint.x + paint.radiusX + reach,
          bottom: paint.y + paint.radiusY + reach,
        },
      };
    case 'arrow': {
      const { from, shaftEnd, tip, left, right } = paint;
      const points = [from, tip, left, right];
      return {
        svg:
          `<line x1="${number(from.x)}" y1="${number(from.y)}" x2="${number(shaftEnd.x)}" y2="${number(shaftEnd.y)}" ${stroke}/>` +
          `<polygon points="${[tip, left, right].map((point) => `${number(point.x)},${number(point.y)}`).join(' ')}" fill="${paint.color}"/>`,
        box: {
          left: Math.min(...points.map((point) => point.x)) - reach,
          top: Math.min(...points.map((point) => point.y)) - reach,
          right: Math.max(...points.map((point) => point.x)) + reach,
          bottom: Math.max(...points.map((point) => point.y)) + reach,
        },
      };
    }
    case 'text': {
      const { fontSize, outlineWidth } = paint;
      return {
        svg:
          `<text x="${number(paint.x)}" y="${number(paint.y)}" dominant-baseline="text-before-edge" ` +
          `font-family="${paint.fontFamily}" font-weight="bold" font-size="${number(fontSize)}" ` +
          `fill="${paint.color}" stroke="${paint.outlineColor}" stroke-width="${number(outlineWidth)}" ` +
          `stroke-linejoin="round" paint-order="stroke">${escapeXml(paint.text)}</text>`,
        box: {
          left: paint.x - outlineWidth,
          top: paint.y - outlineWidth,
          right: paint.x + paint.text.length * fontSize * TEXT_ADVANCE_PER_CHARACTER + outlineWidth,
          bottom: paint.y + fontSize * TEXT_LINE_HEIGHT + outlineWidth,
        },
      };
    }
  }
}

/**
 * The marks as overlays for the photo of `image`'s size, each an SVG of the area it paints (cut
 * to the photo); a mark wholly outside the photo paints nothing.
 */
export function annotationOverlays(shapes: readonly Annotation[], image: Size): ImageOverlay[] {
  return shapes.flatMap((shape) => {
    const { svg, box } = markup(shape, image);
    const left = Math.max(0, Math.floor(box.left));
    const top = Math.max(0, Math.floor(box.top));
    const width = Math.min(image.width, Math.ceil(box.right)) - left;
    const height = Math.min(image.height, Math.ceil(box.bottom)) - top;
    if (width <= 0 || height <= 0) return [];
    const document =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
      `viewBox="${left} ${top} ${width} ${height}">${svg}</svg>`;
    return [{ input: Buffer.from(document), left, top }];
  });
}
