import type { Annotation } from '@syna/contracts/remarks';
import { contrastText } from '@/lib/ui/contrast-text';
import {
  arrowHead,
  arrowHeadLength,
  arrowShaftEnd,
  defaultStrokeWidth,
  distance,
  type Size,
} from './annotation-geometry';

/** Quality of the annotated JPEG: close to the camera's own, at a fraction of a PNG's size. */
const JPEG_QUALITY = 0.9;

/** Draws one shape in the photo's pixels. Text gets an outline in the contrasting colour. */
export function drawAnnotation(context: CanvasRenderingContext2D, shape: Annotation, image: Size): void {
  const lineWidth = shape.strokeWidth ?? defaultStrokeWidth(image);
  context.save();
  context.strokeStyle = shape.color;
  context.fillStyle = shape.color;
  context.lineWidth = lineWidth;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  switch (shape.shape) {
    case 'rectangle':
      context.strokeRect(shape.x, shape.y, shape.width, shape.height);
      break;
    case 'circle':
      context.beginPath();
      context.arc(shape.x, shape.y, shape.radius, 0, Math.PI * 2);
      context.stroke();
      break;
    case 'arrow': {
      const from = { x: shape.x, y: shape.y };
      const to = { x: shape.toX, y: shape.toY };
      const headLength = arrowHeadLength(distance(from, to), lineWidth);
      const shaftEnd = arrowShaftEnd(from, to, headLength);
      const { left, right } = arrowHead(from, to, headLength);
      context.beginPath();
      context.moveTo(from.x, from.y);
      context.lineTo(shaftEnd.x, shaftEnd.y);
      context.stroke();
      context.beginPath();
      context.moveTo(to.x, to.y);
      context.lineTo(left.x, left.y);
      context.lineTo(right.x, right.y);
      context.closePath();
      context.fill();
      break;
    }
    case 'text': {
      const fontSize = shape.fontSize ?? 24;
      context.font = `bold ${fontSize}px Roboto, Arial, sans-serif`;
      context.textBaseline = 'top';
      context.lineWidth = Math.max(2, fontSize / 8);
      context.strokeStyle = contrastText(shape.color);
      context.strokeText(shape.text, shape.x, shape.y);
      context.fillText(shape.text, shape.x, shape.y);
      break;
    }
  }
  context.restore();
}

/** The photo with its shapes on top, at the photo's own size. */
export function drawAnnotatedImage(
  context: CanvasRenderingContext2D,
  image: CanvasImageSource,
  size: Size,
  shapes: readonly Annotation[],
): void {
  context.clearRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  for (const shape of shapes) drawAnnotation(context, shape, size);
}

/** Renders the annotated photo (original pixels and shapes) to a JPEG, in the browser. */
export function renderAnnotatedJpeg(
  image: CanvasImageSource,
  size: Size,
  shapes: readonly Annotation[],
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas 2D is not available'));
  drawAnnotatedImage(context, image, size, shapes);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The annotated image could not be rendered'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
}
