import {
  DEFAULT_ANNOTATION_FONT_SIZE,
  distance,
  lineWidthOf,
  type Point,
  type Size,
} from '@syna/contracts/annotation-drawing';
import type { Annotation } from '@syna/contracts/remarks';

// Shapes are kept in the pixels of the photo they are drawn on (the contract's coordinates), so
// they stay put whatever size the editor shows the photo at.

export type AnnotationTool = Annotation['shape'];
export const ANNOTATION_TOOLS = ['rectangle', 'circle', 'arrow', 'text'] as const satisfies AnnotationTool[];
/** The editor's tools: `move` picks a saved or drawn mark to move or remove; the others draw. */
export type EditorTool = AnnotationTool | 'move';
export const EDITOR_TOOLS = ['move', ...ANNOTATION_TOOLS] as const satisfies EditorTool[];

export type { Point, Size };

/** Colour and line width of the shapes being drawn. */
export interface ShapeStyle {
  color: string;
  strokeWidth: number;
}

/** Colours offered in the editor: strong ones that show on most photos, and white and black. */
export const ANNOTATION_COLORS = ['#e53935', '#fdd835', '#1e88e5', '#43a047', '#ffffff', '#000000'] as const;

/** The contract's limits (annotationSchema). */
const STROKE_LIMITS = { min: 0.5, max: 100 };
const FONT_LIMITS = { min: 4, max: 500 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number) => Math.round(value * 10) / 10;

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

/** A drag shorter than this (in photo pixels) is a tap, not a shape. */
export function minimumDrag(image: Size): number {
  return Math.max(4, Math.max(image.width, image.height) / 100);
}

/**
 * The shape a drag from `start` to `end` draws: a rectangle spanning the two corners (dragged in
 * any direction), an ellipse filling the box the two corners span, an arrow pointing at the end. Null for a tap, and
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
      // Dragged as a box around what it marks: the ellipse that fills the box.
      return {
        shape: 'circle',
        x: round((start.x + end.x) / 2),
        y: round((start.y + end.y) / 2),
        radius: round(Math.abs(end.x - start.x) / 2),
        radiusY: round(Math.abs(end.y - start.y) / 2),
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
  // A rectangle and a circle fill the same box around the centre; an arrow points into it.
  const start =
    tool === 'arrow'
      ? { x: center.x - extent * 1.5, y: center.y + extent * 1.5 }
      : { x: center.x - extent, y: center.y - extent };
  const end = tool === 'arrow' ? center : { x: center.x + extent, y: center.y + extent };
  return buildShape(tool, start, end, style);
}

/** The area a shape covers, in the photo's pixels, widened by its line: where a tap picks it. */
export function shapeBounds(shape: Annotation, image: Size): Box {
  const reach = lineWidthOf(shape, image) / 2 + minimumDrag(image) / 2;
  switch (shape.shape) {
    case 'rectangle':
      return widen(
        { left: shape.x, top: shape.y, right: shape.x + shape.width, bottom: shape.y + shape.height },
        reach,
      );
    case 'circle':
      return widen(
        {
          left: shape.x - shape.radius,
          top: shape.y - (shape.radiusY ?? shape.radius),
          right: shape.x + shape.radius,
          bottom: shape.y + (shape.radiusY ?? shape.radius),
        },
        reach,
      );
    case 'arrow':
      return widen(
        {
          left: Math.min(shape.x, shape.toX),
          top: Math.min(shape.y, shape.toY),
          right: Math.max(shape.x, shape.toX),
          bottom: Math.max(shape.y, shape.toY),
        },
        reach,
      );
    case 'text': {
      const fontSize = shape.fontSize ?? DEFAULT_ANNOTATION_FONT_SIZE;
      // No font metrics here: bold glyphs are at most about 0.7 em wide.
      return {
        left: shape.x,
        top: shape.y,
        right: shape.x + shape.text.length * fontSize * 0.7,
        bottom: shape.y + fontSize * 1.2,
      };
    }
  }
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const widen = (box: Box, by: number): Box => ({
  left: box.left - by,
  top: box.top - by,
  right: box.right + by,
  bottom: box.bottom + by,
});

/** The topmost shape at a point (the last drawn wins), or null. */
export function shapeAt(shapes: readonly Annotation[], point: Point, image: Size): number | null {
  for (let index = shapes.length - 1; index >= 0; index -= 1) {
    const box = shapeBounds(shapes[index]!, image);
    if (point.x >= box.left && point.x <= box.right && point.y >= box.top && point.y <= box.bottom)
      return index;
  }
  return null;
}

/** The x and y coordinates a shape is placed by (its size aside). */
function anchors(shape: Annotation): { xs: number[]; ys: number[] } {
  switch (shape.shape) {
    case 'rectangle':
      return { xs: [shape.x, shape.x + shape.width], ys: [shape.y, shape.y + shape.height] };
    case 'arrow':
      return { xs: [shape.x, shape.toX], ys: [shape.y, shape.toY] };
    default:
      return { xs: [shape.x], ys: [shape.y] };
  }
}

/** A shape moved by `by`, as far as it goes while its corners, ends or centre stay on the photo. */
export function moveShape(shape: Annotation, by: Point, image: Size): Annotation {
  const { xs, ys } = anchors(shape);
  const dx = round(clamp(by.x, -Math.min(...xs), image.width - Math.max(...xs)));
  const dy = round(clamp(by.y, -Math.min(...ys), image.height - Math.max(...ys)));
  const moved = { ...shape, x: round(shape.x + dx), y: round(shape.y + dy) };
  return moved.shape === 'arrow'
    ? { ...moved, toX: round(moved.toX + dx), toY: round(moved.toY + dy) }
    : moved;
}
