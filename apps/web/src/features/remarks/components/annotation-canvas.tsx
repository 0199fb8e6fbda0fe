import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import type { Annotation } from '@syna/contracts/remarks';
import {
  centeredShape,
  shapeFromDrag,
  toImagePoint,
  type AnnotationTool,
  type Point,
  type ShapeStyle,
  type Size,
} from '@/features/remarks/annotation/annotation-geometry';
import { drawAnnotation } from '@/features/remarks/annotation/annotation-render';

interface AnnotationCanvasProps {
  /** The photo drawn on, already loaded, and its size in pixels. */
  src: string;
  size: Size;
  shapes: readonly Annotation[];
  tool: AnnotationTool;
  style: ShapeStyle;
  /** Accessible name, including how to draw with the keyboard. */
  label: string;
  onAdd(shape: Annotation): void;
  /** The text tool was used at a point: ask for the text. */
  onTextAt(point: Point): void;
}

/**
 * The photo with a drawing layer on top, the same size in pixels as the photo. Mouse, pen and
 * touch draw through pointer events (a drag draws, a tap places text); Enter draws the tool's
 * shape in the middle for keyboard users.
 */
export function AnnotationCanvas({
  src,
  size,
  shapes,
  tool,
  style,
  label,
  onAdd,
  onTextAt,
}: AnnotationCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drag, setDrag] = useState<{ pointerId: number; start: Point; end: Point } | null>(null);
  const draft = drag ? shapeFromDrag(tool, drag.start, drag.end, style, size) : null;

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, size.width, size.height);
    for (const shape of draft ? [...shapes, draft] : shapes) drawAnnotation(context, shape, size);
  }, [shapes, draft, size]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) =>
    toImagePoint({ x: event.clientX, y: event.clientY }, event.currentTarget.getBoundingClientRect(), size);

  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (drag) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = pointOf(event);
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
    if (tool === 'text') {
      onTextAt(drag.start);
      return;
    }
    const shape = shapeFromDrag(tool, drag.start, end, style, size);
    if (shape) onAdd(shape);
  };
  const key = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (tool === 'text') onTextAt({ x: size.width / 4, y: size.height / 2 });
    else onAdd(centeredShape(tool, style, size));
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
          cursor: tool === 'text' ? 'text' : 'crosshair',
        }}
      />
    </Box>
  );
}
