import type { Annotation } from './remarks.ts';

// How a photo's marks are drawn, shared by the editor (canvas, in the browser) and the server (which
// renders the annotated image from the original and the marks), so that both draw the same picture.

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const distance = (from: Point, to: Point) => Math.hypot(to.x - from.x, to.y - from.y);

/** A line width that reads on the photo whatever its resolution: about 0.5 % of its long side. */
export function defaultStrokeWidth(image: Size): number {
  return clamp(Math.round(Math.max(image.width, image.height) / 200), 2, 100);
}

/** The line width a shape is drawn with: its own, or the photo's default. */
export const lineWidthOf = (shape: Annotation, image: Size): number =>
  shape.strokeWidth ?? defaultStrokeWidth(image);

/** Text marks: bold, top-left anchored, outlined in black or white so they read on any photo. */
export const ANNOTATION_FONT_FAMILY = 'Roboto, Arial, Helvetica, sans-serif';
export const DEFAULT_ANNOTATION_FONT_SIZE = 24;
export const textOutlineWidth = (fontSize: number): number => Math.max(2, fontSize / 8);

/** The WCAG relative luminance of `#rrggbb`. */
function luminance(color: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(color.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Black or white, whichever contrasts more with the mark's colour (WCAG ratio): a text's outline. */
export function outlineColor(color: string): string {
  const light = luminance(color);
  return 1.05 / (light + 0.05) >= (light + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

/** The length of an arrow's head: grows with the line width, never more than half the arrow. */
export function arrowHeadLength(arrowLength: number, strokeWidth: number): number {
  return Math.min(Math.max(strokeWidth * 4, 12), arrowLength / 2);
}

/**
 * The two far corners of an arrow's head (the tip is the arrow's end): each `length` back from the
 * tip along the shaft, turned 30° to either side.
 */
export function arrowHead(from: Point, to: Point, length: number): { left: Point; right: Point } {
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  const spread = Math.PI / 6;
  const corner = (turn: number): Point => ({
    x: to.x - length * Math.cos(angle + turn),
    y: to.y - length * Math.sin(angle + turn),
  });
  return { left: corner(-spread), right: corner(spread) };
}

/** Where an arrow's shaft stops: at the base of its head, so a thick line does not blunt the tip. */
export function arrowShaftEnd(from: Point, to: Point, headLength: number): Point {
  const length = distance(from, to);
  if (length === 0) return to;
  const back = (headLength * Math.cos(Math.PI / 6)) / length;
  return { x: to.x - (to.x - from.x) * back, y: to.y - (to.y - from.y) * back };
}

/** An arrow's parts as drawn: the shaft from its start to the head's base, and the head's triangle. */
export function arrowParts(
  arrow: Extract<Annotation, { shape: 'arrow' }>,
  lineWidth: number,
): { from: Point; shaftEnd: Point; tip: Point; left: Point; right: Point } {
  const from = { x: arrow.x, y: arrow.y };
  const tip = { x: arrow.toX, y: arrow.toY };
  const headLength = arrowHeadLength(distance(from, tip), lineWidth);
  return { from, tip, shaftEnd: arrowShaftEnd(from, tip, headLength), ...arrowHead(from, tip, headLength) };
}

/** A mark with everything its drawing needs worked out, in the photo's pixels: what both renderers paint. */
export type MarkPaint = { color: string; lineWidth: number } & (
  | { shape: 'rectangle'; x: number; y: number; width: number; height: number }
  | { shape: 'circle'; x: number; y: number; radiusX: number; radiusY: number }
  | { shape: 'arrow'; from: Point; shaftEnd: Point; tip: Point; left: Point; right: Point }
  | {
      shape: 'text';
      x: number;
      y: number;
      text: string;
      fontSize: number;
      fontFamily: string;
      outlineWidth: number;
      outlineColor: string;
    }
);

/** How `shape` is painted on a photo of `image`'s size: line width, arrow parts and text outline resolved. */
export function markPaint(shape: Annotation, image: Size): MarkPaint {
  const lineWidth = lineWidthOf(shape, image);
  const color = shape.color;
  switch (shape.shape) {
    case 'rectangle':
      return {
        shape: 'rectangle',
        color,
        lineWidth,
        x: shape.x,
        y: shape.y,
        width: shape.width,
        height: shape.height,
      };
    case 'circle':
      return {
        shape: 'circle',
        color,
        lineWidth,
        x: shape.x,
        y: shape.y,
        radiusX: shape.radius,
        radiusY: shape.radiusY ?? shape.radius,
      };
    case 'arrow':
      return { shape: 'arrow', color, lineWidth, ...arrowParts(shape, lineWidth) };
    case 'text': {
      const fontSize = shape.fontSize ?? DEFAULT_ANNOTATION_FONT_SIZE;
      return {
        shape: 'text',
        color,
        lineWidth,
        x: shape.x,
        y: shape.y,
        text: shape.text,
        fontSize,
        fontFamily: ANNOTATION_FONT_FAMILY,
        outlineWidth: textOutlineWidth(fontSize),
        outlineColor: outlineColor(color),
      };
    }
  }
}
