import type { Translate } from '#i18n/format';
import { CloseIcon, ResetIcon, RotateLeftIcon, RotateRightIcon, ZoomInIcon, ZoomOutIcon } from './icons.tsx';
import { zoomPercent, ZOOM_MAX, ZOOM_MIN } from './zoom.ts';

interface Props {
  t: Translate;
  zoom: number;
  position: string | null;
  onRotate(direction: 'left' | 'right'): void;
  onZoomIn(): void;
  onZoomOut(): void;
  onReset(): void;
  onClose(): void;
  closeRef: React.RefObject<HTMLButtonElement | null>;
  formatPercent(value: number): string;
}

/** The viewer's controls. Laid out in the page's direction, so Arabic gets them mirrored. */
export function ViewerToolbar({ t, zoom, position, onRotate, onZoomIn, onZoomOut, onReset, onClose, closeRef, formatPercent }: Props) {
  return (
    <div className="iv-toolbar" role="toolbar" aria-label={t('viewer.controls')}>
      {position && <span className="iv-position">{position}</span>}
      <div className="iv-group">
        <button type="button" className="iv-button" onClick={() => onRotate('left')} aria-label={t('viewer.rotateLeft')} title={t('viewer.rotateLeft')}>
          <RotateLeftIcon />
        </button>
        <button type="button" className="iv-button" onClick={() => onRotate('right')} aria-label={t('viewer.rotateRight')} title={t('viewer.rotateRight')}>
          <RotateRightIcon />
        </button>
      </div>
      <div className="iv-group">
        <button type="button" className="iv-button" onClick={onZoomOut} disabled={zoom <= ZOOM_MIN} aria-label={t('viewer.zoomOut')} title={t('viewer.zoomOut')}>
          <ZoomOutIcon />
        </button>
        <output className="iv-readout" aria-live="polite" aria-label={t('viewer.zoomLevel')} data-testid="viewer-zoom">
          {formatPercent(zoomPercent(zoom))}
        </output>
        <button type="button" className="iv-button" onClick={onZoomIn} disabled={zoom >= ZOOM_MAX} aria-label={t('viewer.zoomIn')} title={t('viewer.zoomIn')}>
          <ZoomInIcon />
        </button>
        <button type="button" className="iv-button" onClick={onReset} aria-label={t('viewer.reset')} title={t('viewer.reset')}>
          <ResetIcon />
        </button>
      </div>
      <button type="button" className="iv-button iv-close" onClick={onClose} ref={closeRef} aria-label={t('viewer.close')} title={t('viewer.close')}>
        <CloseIcon />
      </button>
    </div>
  );
}
