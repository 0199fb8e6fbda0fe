import { describe, expect, it } from 'vitest';
import type { Annotation } from '@syna/contracts/remarks';
import { drawAnnotation } from './annotation-render';

/** A 2D context that records what is drawn, enough for the shapes' drawing calls. */
function recordingContext() {
  const calls: string[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      calls.push(
        `${name}(${args.map((value) => (typeof value === 'number' ? Math.round(value) : value)).join(',')})`,
      );
  const context = {
    calls,
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 0,
    lineCap: '',
    lineJoin: '',
    font: '',
    textBaseline: '',
    save: record('save'),
    restore: record('restore'),
    beginPath: record('beginPath'),
    closePath: record('closePath'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    arc: record('arc'),
    ellipse: record('ellipse'),
    stroke: record('stroke'),
    fill: record('fill'),
    strokeRect: record('strokeRect'),
    strokeText: record('strokeText'),
    fillText: record('fillText'),
  };
  return context;
}

const photo = { width: 1000, height: 800 };
const draw = (shape: Annotation) => {
  const context = recordingContext();
  drawAnnotation(context as unknown as CanvasRenderingContext2D, shape, photo);
  return context;
};

describe('drawAnnotation', () => {
  it('draws an arrow as a shaft and a filled head at its end', () => {
    const context = draw({
      shape: 'arrow',
      x: 0,
      y: 100,
      toX: 500,
      toY: 100,
      color: '#e53935',
      strokeWidth: 5,
    });
    expect(context.calls).toEqual([
      'save()',
      'beginPath()',
      'moveTo(0,100)',
      // The head is 20 px (4 × the line); the shaft stops at its base.
      'lineTo(483,100)',
      'stroke()',
      'beginPath()',
      'moveTo(500,100)',
      'lineTo(483,110)',
      'lineTo(483,90)',
      'closePath()',
      'fill()',
      'restore()',
    ]);
    expect(context.fillStyle).toBe('#e53935');
  });

  it('outlines text in the contrasting colour', () => {
    const context = draw({ shape: 'text', x: 10, y: 20, text: 'Fukt', fontSize: 40, color: '#fdd835' });
    expect(context.calls).toContain('strokeText(Fukt,10,20)');
    expect(context.calls).toContain('fillText(Fukt,10,20)');
    expect(context.strokeStyle).toBe('#000000');
    expect(context.font).toContain('40px');
  });

  it('draws rectangles and circles with the photo’s default line when none is given', () => {
    const rectangle = draw({ shape: 'rectangle', x: 1, y: 2, width: 30, height: 40, color: '#000000' });
    expect(rectangle.calls).toContain('strokeRect(1,2,30,40)');
    expect(rectangle.lineWidth).toBe(5);
    const circle = draw({ shape: 'circle', x: 50, y: 60, radius: 25, color: '#ffffff', strokeWidth: 3 });
    // A circle saved before ellipses is round; an ellipse has its own vertical radius.
    expect(circle.calls).toContain(`ellipse(50,60,25,25,0,0,${Math.round(Math.PI * 2)})`);
    const ellipse = draw({ shape: 'circle', x: 50, y: 60, radius: 25, radiusY: 10, color: '#ffffff' });
    expect(ellipse.calls).toContain(`ellipse(50,60,25,10,0,0,${Math.round(Math.PI * 2)})`);
  });
});
