import { describe, expect, it } from 'vitest';
import {
  arrowHead,
  arrowHeadLength,
  arrowShaftEnd,
  defaultStrokeWidth,
  markPaint,
  outlineColor,
} from './annotation-drawing.ts';

describe('line width for the photo', () => {
  it('scales with the photo, within limits', () => {
    expect(defaultStrokeWidth({ width: 4000, height: 3000 })).toBe(20);
    expect(defaultStrokeWidth({ width: 100, height: 80 })).toBe(2);
  });
});

describe('text outline', () => {
  it('is white around dark marks and black around light ones', () => {
    expect(outlineColor('#000000')).toBe('#ffffff');
    expect(outlineColor('#1e88e5')).toBe('#000000');
    expect(outlineColor('#fdd835')).toBe('#000000');
    expect(outlineColor('#ffffff')).toBe('#000000');
  });
});

describe('arrow head', () => {
  it('spreads 30° to either side of a shaft pointing right', () => {
    const { left, right } = arrowHead({ x: 0, y: 0 }, { x: 100, y: 0 }, 20);
    expect(left.x).toBeCloseTo(100 - 20 * Math.cos(Math.PI / 6));
    expect(left.y).toBeCloseTo(20 * Math.sin(Math.PI / 6));
    expect(right.x).toBeCloseTo(left.x);
    expect(right.y).toBeCloseTo(-left.y);
  });

  it('follows the shaft’s direction', () => {
    const { left, right } = arrowHead({ x: 50, y: 100 }, { x: 50, y: 0 }, 10);
    // Pointing up: both corners lie below the tip, one on each side.
    expect(left.y).toBeCloseTo(10 * Math.cos(Math.PI / 6));
    expect(right.y).toBeCloseTo(left.y);
    expect([left.x, right.x].sort((a, b) => a - b)).toEqual([45, 55].map((value) => expect.closeTo(value)));
  });

  it('grows with the line but never past half the arrow', () => {
    expect(arrowHeadLength(1000, 2)).toBe(12);
    expect(arrowHeadLength(1000, 20)).toBe(80);
    expect(arrowHeadLength(60, 20)).toBe(30);
  });

  it('stops the shaft at the head’s base', () => {
    const end = arrowShaftEnd({ x: 0, y: 0 }, { x: 100, y: 0 }, 20);
    expect(end.x).toBeCloseTo(100 - 20 * Math.cos(Math.PI / 6));
    expect(end.y).toBeCloseTo(0);
    expect(arrowShaftEnd({ x: 5, y: 5 }, { x: 5, y: 5 }, 20)).toEqual({ x: 5, y: 5 });
  });
});

describe('how a mark is painted', () => {
  const photo = { width: 4000, height: 3000 };

  it("gives a shape without its own line width the photo's default", () => {
    const paint = markPaint(
      { shape: 'rectangle', x: 1, y: 2, width: 30, height: 40, color: '#e53935' },
      photo,
    );
    expect(paint).toEqual({
      shape: 'rectangle',
      color: '#e53935',
      lineWidth: 20,
      x: 1,
      y: 2,
      width: 30,
      height: 40,
    });
  });

  it("stops an arrow's shaft at the base of its head", () => {
    const paint = markPaint(
      { shape: 'arrow', x: 0, y: 0, toX: 100, toY: 0, color: '#000000', strokeWidth: 4 },
      photo,
    );
    expect(paint.shape === 'arrow' && paint.tip).toEqual({ x: 100, y: 0 });
    expect(paint.shape === 'arrow' && paint.shaftEnd.x).toBeCloseTo(100 - 16 * Math.cos(Math.PI / 6));
  });

  it('outlines text in the contrasting colour, at the default size when none is set', () => {
    const paint = markPaint({ shape: 'text', x: 5, y: 6, text: 'Fukt', color: '#000000' }, photo);
    expect(paint).toMatchObject({ fontSize: 24, outlineWidth: 3, outlineColor: '#ffffff' });
  });
});

describe('circles and ellipses', () => {
  const photo = { width: 1000, height: 800 };

  it('paints a circle saved without a vertical radius round, and an ellipse with its own', () => {
    expect(markPaint({ shape: 'circle', x: 50, y: 60, radius: 25, color: '#ff0000' }, photo)).toMatchObject({
      radiusX: 25,
      radiusY: 25,
    });
    expect(
      markPaint({ shape: 'circle', x: 50, y: 60, radius: 25, radiusY: 10, color: '#ff0000' }, photo),
    ).toMatchObject({ radiusX: 25, radiusY: 10 });
  });
});
