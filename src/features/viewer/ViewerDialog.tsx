import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Translate } from '#i18n/format';
import { ChevronEndIcon, ChevronStartIcon } from './icons.tsx';
import { usePan } from './usePan.ts';
import { useFocusTrap } from './useFocusTrap.ts';
import type { ViewerImage } from './viewer-store.ts';
import { ViewerToolbar } from './ViewerToolbar.tsx';
import { rotate, zoomIn, zoomOut } from './zoom.ts';

interface Props {
  t: Translate;
  images: readonly ViewerImage[];
  index: number;
  rtl: boolean;
  formatPercent(value: number): string;
  formatNumber(value: number): string;
  onNavigate(index: number): void;
  onClose(): void;
}

const KEY_PAN_STEP = 48;

/** The full-screen viewer: one image at a time, rotated, zoomed and panned by the visitor. */
export function ViewerDialog({ t, images, index, rtl, formatPercent, formatNumber, onNavigate, onClose }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const [zoom, setZoom] = useState(1);
  const [degrees, setDegrees] = useState(0);
  const { pan, dragging, nudge, reset: resetPan, handlers } = usePan(picture, zoom, degrees);
  const image = images[index]!;
  const several = images.length > 1;

  useFocusTrap(dialog, closeButton);

  // Each picture starts upright at 100 %.
  useEffect(() => {
    setZoom(1);
    setDegrees(0);
    resetPan();
  }, [index]);

  // The page behind must not scroll while the viewer covers it.
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);

  const resetView = () => {
    setZoom(1);
    setDegrees(0);
    resetPan();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === '+' || event.key === '=') {
      setZoom(zoomIn);
    } else if (event.key === '-') {
      setZoom(zoomOut);
    } else if (event.key.startsWith('Arrow') && event.target instanceof HTMLElement && event.target.closest('.iv-stage')) {
      event.preventDefault();
      const dx = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
      const dy = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
      if (zoom > 1) nudge(-dx * KEY_PAN_STEP, -dy * KEY_PAN_STEP);
      // Not zoomed: left and right page through the pictures, in reading direction.
      else if (several && dx !== 0) onNavigate(index + (rtl ? -dx : dx));
    }
  };

  return (
    // The viewer's keys (arrows pan or page, Escape closes) work wherever focus is inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div className="iv" role="dialog" aria-modal="true" aria-label={t('viewer.title')} ref={dialog} onKeyDown={onKeyDown}>
      <ViewerToolbar
        t={t}
        zoom={zoom}
        position={several ? t('viewer.position', { current: formatNumber(index + 1), total: formatNumber(images.length) }) : null}
        onRotate={(direction) => setDegrees((d) => rotate(d, direction))}
        onZoomIn={() => setZoom(zoomIn)}
        onZoomOut={() => setZoom(zoomOut)}
        onReset={resetView}
        onClose={onClose}
        closeRef={closeButton}
        formatPercent={formatPercent}
      />
      {/* The stage takes focus so a keyboard user can pan a zoomed picture with the arrow keys. */}
      <div
        className="iv-stage"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={zoom > 1 ? t('viewer.panHint') : image.alt}
        data-zoomed={zoom > 1 ? '' : undefined}
        data-dragging={dragging ? '' : undefined}
        {...handlers}
      >
        <img
          ref={picture}
          className="iv-image"
          src={image.src}
          srcSet={image.srcSet}
          sizes="100vw"
          alt={image.alt}
          draggable={false}
          data-testid="viewer-image"
          data-rotation={degrees}
          style={{ transform: `translate(${pan.x}px, ${pan.y}px) rotate(${degrees}deg) scale(${zoom})` }}
        />
      </div>
      {several && (
        <>
          <button type="button" className="iv-button iv-nav iv-nav-start" onClick={() => onNavigate(index - 1)} aria-label={t('viewer.previous')}>
            <ChevronStartIcon className="rtl-flip" />
          </button>
          <button type="button" className="iv-button iv-nav iv-nav-end" onClick={() => onNavigate(index + 1)} aria-label={t('viewer.next')}>
            <ChevronEndIcon className="rtl-flip" />
          </button>
        </>
      )}
    </div>
  );
}
