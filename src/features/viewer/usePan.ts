import { type PointerEvent as ReactPointerEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { canPan, clampPan, NO_PAN, type Pan } from './zoom.ts';

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  origin: Pan;
}

/**
 * Drag-to-pan with pointer events, so mouse, pen and touch share one code path. Panning only
 * happens above 100 % and the offset is clamped to the zoomed image's overhang.
 */
export function usePan(image: RefObject<HTMLElement | null>, zoom: number, degrees: number) {
  const [pan, setPan] = useState<Pan>(NO_PAN);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<Drag | null>(null);

  const clamp = useCallback(
    (next: Pan) => {
      const el = image.current;
      // offsetWidth/Height are the laid-out size, unaffected by the CSS transform.
      const box = el ? { width: el.offsetWidth, height: el.offsetHeight } : { width: 0, height: 0 };
      return clampPan(next, zoom, box, degrees);
    },
    [image, zoom, degrees],
  );

  // Zooming out or turning the image can leave the old offset out of reach.
  useEffect(() => setPan((current) => clamp(current)), [clamp]);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (!canPan(zoom) || (event.pointerType === 'mouse' && event.button !== 0)) return;
    try {
      // Keeps the drag alive when the pointer leaves the stage; refused for synthetic pointers.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      /* the drag still works while the pointer stays over the stage */
    }
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, origin: pan };
    setDragging(true);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setPan(clamp({ x: current.origin.x + event.clientX - current.startX, y: current.origin.y + event.clientY - current.startY }));
  };

  const endDrag = (event: ReactPointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  };

  /** Keyboard panning: moves by a fixed step in screen directions. */
  const nudge = (dx: number, dy: number) => setPan((current) => clamp({ x: current.x + dx, y: current.y + dy }));

  return {
    pan,
    dragging,
    nudge,
    reset: () => setPan(NO_PAN),
    handlers: { onPointerDown, onPointerMove, onPointerUp: endDrag, onPointerCancel: endDrag },
  };
}
