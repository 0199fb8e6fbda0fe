import {
  ANNOTATION_FONT_FAMILY,
  arrowParts,
  DEFAULT_ANNOTATION_FONT_SIZE,
  lineWidthOf,
  outlineColor,
  textOutlineWidth,
  type Size,
} from '@syna/contracts/annotation-drawing';
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
  const lineWidth = lineWidthOf(shape, image);
  const stroke = `stroke="${shape.color}" stroke-width="${number(lineWidth)}" stroke-linejoin="round" stroke-linecap="round"`;
  const reach = lineWidth / 2 + 1;
  switch (shape.shape) {
    case 'rectangle':
      return {
        svg: `<rect x="${number(shape.x)}" y="${number(shape.y)}" width="${number(shape.width)}" height="${number(shape.height)}" fill="none" ${stroke}/>`,
        box: {
          left: shape.x - reach,
          top: shape.y - reach,
          right: shape.x + shape.width + reach,
          bottom: shape.y + shape.height + reach,
        },
      };
    case 'circle':
      return {
        svg: `<circle cx="${number(shape.x)}" cy="${number(shape.y)}" r="${number(shape.radius)}" fill="none" ${stroke}/>`,
        box: {
          left: shape.x - shape.radius - reach,
          top: shape.y - shape.radius - reach,
          right: shape.x + shape.radius + reach,
          bottom: shape.y + shape.radius + reach,
        },
      };
    case 'arrow': {
      const { from, shaftEnd, tip, left, right } = arrowParts(shape, lineWidth);
      const points = [from, tip, left, right];
      return {
        svg:
          `<line x1="${number(from.x)}" y1="${number(from.y)}" x2="${number(shaftEnd.x)}" y2="${number(shaftEnd.y)}" ${stroke}/>` +
          `<polygon points="${[tip, left, right].map((point) => `${number(point.x)},${number(point.y)}`).join(' ')}" fill="${shape.color}"/>`,
        box: {
          left: Math.min(...points.map((point) => point.x)) - reach,
          top: Math.min(...points.map((point) => point.y)) - reach,
          right: Math.max(...points.map((point) => point.x)) + reach,
          bottom: Math.max(...points.map((point) => point.y)) + reach,
        },
      };
    }
    case 'text': {
      const fontSize = shape.fontSize ?? DEFAULT_ANNOTATION_FONT_SIZE;
      const outline = textOutlineWidth(fontSize);
      return {
        svg:
          `<text x="${number(shape.x)}" y="${number(shape.y)}" dominant-baseline="text-before-edge" ` +
          `font-family="${ANNOTATION_FONT_FAMILY}" font-weight="bold" font-size="${number(fontSize)}" ` +
          `fill="${shape.color}" stroke="${outlineColor(shape.color)}" stroke-width="${number(outline)}" ` +
          `stroke-linejoin="round" paint-order="stroke">${escapeXml(shape.text)}</text>`,
        box: {
          left: shape.x - outline,
          top: shape.y - outline,
          right: shape.x + shape.text.length * fontSize * TEXT_ADVANCE_PER_CHARACTER + outline,
          bottom: shape.y + fontSize * TEXT_LINE_HEIGHT + outline,
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
