import { markPaint, type Size } from '@syna/contracts/annotation-drawing';
import type { Annotation } from '@syna/contracts/remarks';

/**
 * Draws one shape in the photo's pixels, as the server renders the saved image: both paint what
 * `markPaint` (in the contracts) works out. Text gets an outline in the contrasting colour.
 */
export function drawAnnotation(context: CanvasRenderingContext2D, shape: Annotation, image: Size): void {
  const paint = markPaint(shape, image);
  context.save();
  context.strokeStyle = paint.color;
  context.fillStyle = paint.color;
  context.lineWidth = paint.lineWidth;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  switch (paint.shape) {
    case 'rectangle':
      context.strokeRect(paint.x, paint.y, paint.width, paint.height);
      break;
    case 'circle':
      context.beginPath();
      context.ellipse(paint.x, paint.y, paint.radiusX, paint.radiusY, 0, 0, Math.PI * 2);
      context.stroke();
      break;
    case 'arrow': {
      const { from, shaftEnd, tip, left, right } = paint;
      context.beginPath();
      context.moveTo(from.x, from.y);
      context.lineTo(shaftEnd.x, shaftEnd.y);
      context.stroke();
      context.beginPath();
      context.moveTo(tip.x, tip.y);
      context.lineTo(left.x, left.y);
      context.lineTo(right.x, right.y);
      context.closePath();
      context.fill();
      break;
    }
    case 'text':
      context.font = `bold ${paint.fontSize}px ${paint.fontFamily}`;
      context.textBaseline = 'top';
      context.lineWidth = paint.outlineWidth;
      context.strokeStyle = paint.outlineColor;
      context.strokeText(paint.text, paint.x, paint.y);
      context.fillText(paint.text, paint.x, paint.y);
      break;
  }
  context.restore();
}
