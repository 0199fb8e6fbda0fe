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

/**
 * Draws one shape in the photo's pixels, by the same rules as the server's rendering of the saved
 * image (`annotation-drawing` in the contracts). Text gets an outline in the contrasting colour.
 */
export function drawAnnotation(context: CanvasRenderingContext2D, shape: Annotation, image: Size): void {
  const lineWidth = lineWidthOf(shape, image);
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
      const { from, shaftEnd, tip, left, right } = arrowParts(shape, lineWidth);
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
    case 'text': {
      const fontSize = shape.fontSize ?? DEFAULT_ANNOTATION_FONT_SIZE;
      context.font = `bold ${fontSize}px ${ANNOTATION_FONT_FAMILY}`;
      context.textBaseline = 'top';
      context.lineWidth = textOutlineWidth(fontSize);
      context.strokeStyle = outlineColor(shape.color);
      context.strokeText(shape.text, shape.x, shape.y);
      context.fillText(shape.text, shape.x, shape.y);
      break;
    }
  }
  context.restore();
}
