import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import type { Annotation } from '@syna/contracts/remarks';
import {
  centeredShape,
  moveShape,
  shapeAt,
  shapeBounds,
  shapeFromDrag,
  toImagePoint,
  type EditorTool,
  type Point,
  type ShapeStyle,
  type Size,
} from '@/features/remarks/annotation/annotation-geometry';
import { drawAnnotation } from '@/features/remarks/annotation/annotation-render';

/** An arrow key moves the chosen mark by this share of the photo's long side. */
const KEY_STEP = 0.01;
const KEY_DIRECTIONS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** A dashed frame around the chosen mark, dark and light, so it shows on any photo. */
function drawSelection(context: CanvasRenderingContext2D, shape: Annotation, size: Size): void {
  const box = shapeBounds(shape, size);
  const width = Math.max(2, Math.max(size.width, size.height) / 400);
  context.save();
  context.lineWidth = width;
  context.setLineDash([width * 4, width * 3]);
  for (const [color, offset] of [
    ['#000000', 0],
    ['#ffffff', width * 3.5],
  ] as const) {
    context.strokeStyle = color;
    context.lineDashOffset = offset;
    context.strokeRect(box.left, box.top, box.right - box.left, box.bottom - box.top);
  }
  context.restore();
}

interface AnnotationCanvasProps {
  /** The photo drawn on, already loaded, and its size in pixels. */
  src: string;
  size: Size;
  shapes: readonly Annotation[];
  tool: EditorTool;
  style: ShapeStyle;
  /** Accessible name, including how to draw with the keyboard. */
  label: string;
  /** The mark chosen with the move tool, by its place in `shapes`. */
  selected: number | null;
  onSelect(index: number | null): void;
  onAdd(shape: Annotation): void;
  onChange(index: number, shape: Annotation): void;
  onRemove(index: number): void;
  /** The text tool was used at a point: ask for the text. */
  onTextAt(point: Point): void;
}

/**
 * The photo with a drawing layer on top, the same size in pixels as the photo. Mouse, pen and
 * touch draw through pointer events (a drag draws, a tap places text); Enter draws the tool's
 * shape in the middle for keyboard users. The move tool picks a mark and drags it; from the
 * keyboard Enter picks the next mark, the arrow keys move it and Delete removes it.
 */
export function AnnotationCanvas({
  src,
  size,
  shapes,
  tool,
  style,
  label,
  selected,
  onSelect,
  onAdd,
  onChange,
  onRemove,
  onTextAt,
}: AnnotationCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drag, setDrag] = useState<{ pointerId: number; start: Point; end: Point } | null>(null);
  const moving = tool === 'move' && drag && selected !== null && shapes[selected];
  const moved = moving
    ? moveShape(moving, { x: drag.end.x - drag.start.x, y: drag.end.y - drag.start.y }, size)
    : null;
  const draft = drag && tool !== 'move' ? shapeFromDrag(tool, drag.start, drag.end, style, size) : null;

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, size.width, size.height);
    const shown = shapes.map((shape, index) => (moved && index === selected ? moved : shape));
    for (const shape of draft ? [...shown, draft] : shown) drawAnnotation(context, shape, size);
    const chosen = selected === null ? undefined : shown[selected];
    if (tool === 'move' && chosen) drawSelection(context, chosen, size);
  }, [shapes, draft, moved, selected, tool, size]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) =>
    toImagePoint({ x: event.clientX, y: event.clientY }, event.currentTarget.getBoundingClientRect(), size);

  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (drag) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = pointOf(event);
    if (tool === 'move') {
      const picked = shapeAt(shapes, point, size);
      onSelect(picked);
      if (picked === null) return;
    }
    setDrag({ pointerId: event.pointerId, start: point, end: point });
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drag?.pointerId !== event.pointerId) return;
    setDrag({ ...drag, end: pointOf(event) });
  };
  const up = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drag?.pointerId !== event.pointerId) return;
    const end = pointOf(event);
    setDrag(null);
    if (tool === 'move') {
      if (moved && selected !== null && (end.x !== drag.start.x || end.y !== drag.start.y)) {
        onChange(selected, moved);
      }
      return;
    }
    if (tool === 'text') {
      onTextAt(drag.start);
      return;
    }
    const shape = shapeFromDrag(tool, drag.start, end, style, size);
    if (shape) onAdd(shape);
  };
  const key = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (tool === 'move') {
      moveKey(event);
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (tool === 'text') onTextAt({ x: size.width / 4, y: size.height / 2 });
    else onAdd(centeredShape(tool, style, size));
  };
  const moveKey = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const chosen = selected === null ? undefined : shapes[selected];
    const direction = KEY_DIRECTIONS[event.key];
    if ((event.key === 'Enter' || event.key === ' ') && shapes.length > 0) {
      onSelect(selected === null ? shapes.length - 1 : (selected + shapes.length - 1) % shapes.length);
    } else if (direction && chosen && selected !== null) {
      const step = Math.max(size.width, size.height) * KEY_STEP;
      onChange(selected, moveShape(chosen, { x: direction.x * step, y: direction.y * step }, size));
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && selected !== null) {
      onRemove(selected);
    } else {
      return;
    }
    event.preventDefault();
  };

  return (
    <Box
      sx={{
        position: 'relative',
        display: 'inline-block',
        lineHeight: 0,
        maxWidth: '100%',
        '& canvas:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="img"
        src={src}
        alt=""
        draggable={false}
        sx={{
          display: 'block',
          maxWidth: '100%',
          maxHeight: { xs: 'calc(100dvh - 168px)', sm: 'calc(100dvh - 150px)' },
          userSelect: 'none',
        }}
      />
      {/* A plain canvas: Box would take width and height as CSS instead of the pixel size. */}
      <canvas
        ref={canvas}
        width={size.width}
        height={size.height}
        tabIndex={0}
        role="img"
        aria-label={label}
        data-testid="annotation-canvas"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={() => setDrag(null)}
        onKeyDown={key}
        style={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          touchAction: 'none',
          cursor: tool === 'text' ? 'text' : tool === 'move' ? 'move' : 'crosshair',
        }}
      />
    </Box>
  );
}
