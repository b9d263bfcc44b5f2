import { describe, expect, it } from 'vitest';
import { canPan, clampPan, rotate, zoomIn, zoomOut, zoomPercent, ZOOM_MAX, ZOOM_MIN } from './zoom.ts';

describe('viewer zoom', () => {
  it('steps by 25 % between 50 % and 300 %', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomPercent(zoomIn(zoomIn(1)))).toBe(150);
  });

  it('stops at the limits', () => {
    expect(zoomIn(ZOOM_MAX)).toBe(3);
    expect(zoomOut(ZOOM_MIN)).toBe(0.5);
    let zoom = 1;
    for (let i = 0; i < 20; i++) zoom = zoomIn(zoom);
    expect(zoom).toBe(3);
    for (let i = 0; i < 20; i++) zoom = zoomOut(zoom);
    expect(zoom).toBe(0.5);
  });
});

describe('viewer rotation', () => {
  it('turns a quarter at a time and wraps around', () => {
    expect(rotate(0, 'right')).toBe(90);
    expect(rotate(0, 'left')).toBe(270);
    expect(rotate(270, 'right')).toBe(0);
  });
});

describe('viewer panning', () => {
  const box = { width: 400, height: 200 };

  it('is only possible above 100 %', () => {
    expect(canPan(1)).toBe(false);
    expect(canPan(1.25)).toBe(true);
    expect(clampPan({ x: 50, y: 50 }, 1, box, 0)).toEqual({ x: 0, y: 0 });
  });

  it('keeps the image within its overhang', () => {
    // At 200 % a 400 x 200 image overhangs 200 x 100 on each side.
    expect(clampPan({ x: 500, y: -500 }, 2, box, 0)).toEqual({ x: 200, y: -100 });
    expect(clampPan({ x: 30, y: 20 }, 2, box, 0)).toEqual({ x: 30, y: 20 });
  });

  it('swaps the axes after a quarter turn', () => {
    expect(clampPan({ x: 500, y: 500 }, 2, box, 90)).toEqual({ x: 100, y: 200 });
  });
});
