import { describe, expect, it } from 'vitest';
import { annotationsSchema } from '@syna/contracts/remarks';
import {
  centeredShape,
  defaultFontSize,
  shapeFromDrag,
  textShape,
  toImagePoint,
} from './annotation-geometry';

const photo = { width: 4000, height: 3000 };
const style = { color: '#e53935', strokeWidth: 20 };

describe('toImagePoint', () => {
  it('scales a point on the shown photo to the photo’s pixels', () => {
    const box = { left: 100, top: 50, width: 400, height: 300 };
    expect(toImagePoint({ x: 300, y: 200 }, box, photo)).toEqual({ x: 2000, y: 1500 });
  });

  it('keeps points dragged outside the photo on its edge', () => {
    const box = { left: 0, top: 0, width: 400, height: 300 };
    expect(toImagePoint({ x: -20, y: 900 }, box, photo)).toEqual({ x: 0, y: 3000 });
  });
});

describe('shapeFromDrag', () => {
  it('draws a rectangle between the corners whichever way it is dragged', () => {
    expect(shapeFromDrag('rectangle', { x: 900, y: 800 }, { x: 100, y: 200 }, style, photo)).toEqual({
      shape: 'rectangle',
      x: 100,
      y: 200,
      width: 800,
      height: 600,
      ...style,
    });
  });

  it('fills the dragged box with an ellipse, corner to corner', () => {
    expect(shapeFromDrag('circle', { x: 1000, y: 1000 }, { x: 1300, y: 1400 }, style, photo)).toEqual({
      shape: 'circle',
      x: 1150,
      y: 1200,
      radius: 150,
      radiusY: 200,
      ...style,
    });
    // Dragged the other way, the same box gives the same ellipse.
    expect(shapeFromDrag('circle', { x: 1300, y: 1400 }, { x: 1000, y: 1000 }, style, photo)).toMatchObject({
      x: 1150,
      y: 1200,
      radius: 150,
      radiusY: 200,
    });
  });

  it('points an arrow from the start at the end', () => {
    expect(shapeFromDrag('arrow', { x: 10, y: 20 }, { x: 500, y: 600 }, style, photo)).toMatchObject({
      shape: 'arrow',
      x: 10,
      y: 20,
      toX: 500,
      toY: 600,
    });
  });

  it('ignores taps and the text tool', () => {
    expect(shapeFromDrag('arrow', { x: 10, y: 20 }, { x: 12, y: 21 }, style, photo)).toBeNull();
    expect(shapeFromDrag('text', { x: 10, y: 20 }, { x: 900, y: 900 }, style, photo)).toBeNull();
  });

  it('keeps the line width within the contract’s limits', () => {
    const shape = shapeFromDrag(
      'rectangle',
      { x: 0, y: 0 },
      { x: 500, y: 500 },
      { ...style, strokeWidth: 400 },
      photo,
    );
    expect(shape?.strokeWidth).toBe(100);
  });
});

describe('textShape', () => {
  it('places trimmed text with a size that fits the photo', () => {
    expect(textShape({ x: 40, y: 60 }, '  Fuktfläck ', style, photo)).toEqual({
      shape: 'text',
      x: 40,
      y: 60,
      text: 'Fuktfläck',
      fontSize: 160,
      color: style.color,
    });
  });

  it('makes nothing of blank text', () => {
    expect(textShape({ x: 40, y: 60 }, '   ', style, photo)).toBeNull();
  });
});

describe('centeredShape', () => {
  it('puts keyboard-drawn shapes in the middle of the photo', () => {
    expect(centeredShape('circle', style, photo)).toMatchObject({ x: 2000, y: 1500, radius: 500 });
    expect(centeredShape('arrow', style, photo)).toMatchObject({ toX: 2000, toY: 1500 });
    expect(centeredShape('rectangle', style, photo)).toMatchObject({ x: 1500, y: 1000, width: 1000 });
  });
});

describe('sizes for the photo', () => {
  it('scales lines and text with the photo, within limits', () => {
    expect(defaultFontSize({ width: 200, height: 100 })).toBe(12);
    expect(defaultFontSize({ width: 40_000, height: 100 })).toBe(500);
  });
});

describe('shapes and the contract', () => {
  it('produces shapes the server accepts', () => {
    const shapes = [
      shapeFromDrag('rectangle', { x: 0, y: 0 }, { x: 4000, y: 3000 }, style, photo),
      shapeFromDrag('circle', { x: 10, y: 10 }, { x: 3000, y: 2000 }, style, photo),
      shapeFromDrag('arrow', { x: 0, y: 3000 }, { x: 4000, y: 0 }, style, photo),
      textShape({ x: 0, y: 0 }, 'x'.repeat(800), style, photo),
      centeredShape('arrow', style, { width: 10, height: 10 }),
    ];
    expect(annotationsSchema.safeParse(shapes).success).toBe(true);
  });
});
