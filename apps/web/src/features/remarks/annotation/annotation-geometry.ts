import type { Annotation } from '@syna/contracts/remarks';

// Shapes are kept in the pixels of the photo they are drawn on (the contract's coordinates), so
// they stay put whatever size the editor shows the photo at.

export type AnnotationTool = Annotation['shape'];
export const ANNOTATION_TOOLS = ['rectangle', 'circle', 'arrow', 'text'] as const satisfies AnnotationTool[];

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Colour and line width of the shapes being drawn. */
export interface ShapeStyle {
  color: string;
  strokeWidth: number;
}

/** Colours offered in the editor: strong ones that show on most photos, and white and black. */
export const ANNOTATION_COLORS = ['#e53935', '#fdd835', '#1e88e5', '#43a047', '#ffffff', '#000000'] as const;

/** The contract's limits (annotationSchema). */
const MAX_COORDINATE = 100_000;
const STROKE_LIMITS = { min: 0.5, max: 100 };
const FONT_LIMITS = { min: 4, max: 500 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number) => Math.round(value * 10) / 10;

/** A line width that reads on the photo whatever its resolution: about 0.5 % of its long side. */
export function defaultStrokeWidth(image: Size): number {
  return clamp(Math.round(Math.max(image.width, image.height) / 200), 2, STROKE_LIMITS.max);
}

/** A text size of about 4 % of the photo's long side. */
export function defaultFontSize(image: Size): number {
  return clamp(Math.round(Math.max(image.width, image.height) / 25), 12, FONT_LIMITS.max);
}

/**
 * Where a pointer is on the photo, in the photo's pixels: `box` is where the photo is shown on
 * screen (the canvas's bounding rectangle), which may be scaled either way. Kept inside the photo.
 */
export function toImagePoint(
  client: Point,
  box: { left: number; top: number; width: number; height: number },
  image: Size,
): Point {
  const x = ((client.x - box.left) / (box.width || 1)) * image.width;
  const y = ((client.y - box.top) / (box.height || 1)) * image.height;
  return { x: round(clamp(x, 0, image.width)), y: round(clamp(y, 0, image.height)) };
}

export const distance = (from: Point, to: Point) => Math.hypot(to.x - from.x, to.y - from.y);

/** A drag shorter than this (in photo pixels) is a tap, not a shape. */
export function minimumDrag(image: Size): number {
  return Math.max(4, Math.max(image.width, image.height) / 100);
}

/**
 * The shape a drag from `start` to `end` draws: a rectangle spanning the two corners (dragged in
 * any direction), a circle centred on the start, an arrow pointing at the end. Null for a tap, and
 * for text, which is placed by a tap and then typed.
 */
export function shapeFromDrag(
  tool: AnnotationTool,
  start: Point,
  end: Point,
  style: ShapeStyle,
  image: Size,
): Annotation | null {
  if (tool === 'text' || distance(start, end) < minimumDrag(image)) return null;
  return buildShape(tool, start, end, style);
}

function buildShape(
  tool: Exclude<AnnotationTool, 'text'>,
  start: Point,
  end: Point,
  style: ShapeStyle,
): Annotation {
  const base = {
    color: style.color,
    strokeWidth: clamp(style.strokeWidth, STROKE_LIMITS.min, STROKE_LIMITS.max),
  };
  switch (tool) {
    case 'rectangle':
      return {
        shape: 'rectangle',
        x: round(Math.min(start.x, end.x)),
        y: round(Math.min(start.y, end.y)),
        width: round(Math.abs(end.x - start.x)),
        height: round(Math.abs(end.y - start.y)),
        ...base,
      };
    case 'circle':
      return {
        shape: 'circle',
        x: round(start.x),
        y: round(start.y),
        radius: round(Math.min(distance(start, end), MAX_COORDINATE)),
        ...base,
      };
    case 'arrow':
      return {
        shape: 'arrow',
        x: round(start.x),
        y: round(start.y),
        toX: round(end.x),
        toY: round(end.y),
        ...base,
      };
  }
}

/** A text placed at `at` (its top left corner). Null for blank text. */
export function textShape(at: Point, text: string, style: ShapeStyle, image: Size): Annotation | null {
  const trimmed = text.trim().slice(0, 500);
  if (!trimmed) return null;
  return {
    shape: 'text',
    x: round(at.x),
    y: round(at.y),
    text: trimmed,
    fontSize: defaultFontSize(image),
    color: style.color,
  };
}

/**
 * A shape of the tool in the middle of the photo, for drawing without a pointer (keyboard): a
 * rectangle or circle a third of the photo's short side, an arrow pointing at the centre.
 */
export function centeredShape(
  tool: Exclude<AnnotationTool, 'text'>,
  style: ShapeStyle,
  image: Size,
): Annotation {
  const center = { x: image.width / 2, y: image.height / 2 };
  const extent = Math.min(image.width, image.height) / 6;
  const start =
    tool === 'rectangle'
      ? { x: center.x - extent, y: center.y - extent }
      : tool === 'arrow'
        ? { x: center.x - extent * 1.5, y: center.y + extent * 1.5 }
        : center;
  const end =
    tool === 'rectangle'
      ? { x: center.x + extent, y: center.y + extent }
      : tool === 'arrow'
        ? center
        : { x: center.x + extent, y: center.y };
  return buildShape(tool, start, end, style);
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
