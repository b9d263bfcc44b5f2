/**
 * The viewer's transform rules (SPEC §9): zoom 50 % to 300 % in steps of 25 %, rotation in
 * quarter turns, and panning only while zoomed in beyond 100 %, kept within the image's reach.
 */
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.25;
export const ROTATE_STEP = 90;

export interface Pan {
  x: number;
  y: number;
}

export const NO_PAN: Pan = { x: 0, y: 0 };

/** Steps are exact quarters, so rounding to the step keeps 0.1 + 0.2 surprises out. */
function toStep(zoom: number): number {
  return Math.round(zoom / ZOOM_STEP) * ZOOM_STEP;
}

export function zoomIn(zoom: number): number {
  return Math.min(ZOOM_MAX, toStep(zoom + ZOOM_STEP));
}

export function zoomOut(zoom: number): number {
  return Math.max(ZOOM_MIN, toStep(zoom - ZOOM_STEP));
}

export function zoomPercent(zoom: number): number {
  return Math.round(zoom * 100);
}

/** Degrees after a quarter turn; kept in [0, 360) so the readout and the CSS stay simple. */
export function rotate(degrees: number, direction: 'left' | 'right'): number {
  const next = degrees + (direction === 'right' ? ROTATE_STEP : -ROTATE_STEP);
  return ((next % 360) + 360) % 360;
}

export function canPan(zoom: number): boolean {
  return zoom > 1;
}

/**
 * Keeps a pan offset within what the zoomed image overhangs its box, so the picture can be
 * explored edge to edge but never dragged out of sight. A quarter turn swaps width and height.
 */
export function clampPan(pan: Pan, zoom: number, box: { width: number; height: number }, degrees: number): Pan {
  if (!canPan(zoom)) return NO_PAN;
  const quarter = degrees % 180 !== 0;
  const width = quarter ? box.height : box.width;
  const height = quarter ? box.width : box.height;
  const maxX = ((zoom - 1) * width) / 2;
  const maxY = ((zoom - 1) * height) / 2;
  return { x: clamp(pan.x, -maxX, maxX), y: clamp(pan.y, -maxY, maxY) };
}

function clamp(value: number, min: number, max: number): number {
  // `+ 0` turns a -0 into 0 so a centred image reads as { x: 0, y: 0 }.
  return Math.min(max, Math.max(min, value)) + 0;
}
