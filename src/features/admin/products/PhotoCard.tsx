import { useRef } from 'react';
import { PRODUCT_LIMITS } from '#lib/admin/products';
import { mediaUrl } from '#lib/media';
import type { Translate } from '#i18n/format';
import { Field } from '../../forms/Field.tsx';
import type { PhotoItem } from './photo-list.ts';

interface Props {
  item: PhotoItem;
  index: number;
  count: number;
  errors: { key?: string; altEn?: string; altAr?: string };
  dragging: boolean;
  acceptsDrop: boolean;
  t: Translate;
  formatNumber: (n: number) => string;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDropHere: () => void;
  onMove: (to: number) => void;
  onAlt: (field: 'altEn' | 'altAr', value: string) => void;
  onRemove: () => void;
}

/** One photo: thumbnail (or upload progress), its place in the order, its alt text, its actions. */
export function PhotoCard({ item, index, count, errors, dragging, acceptsDrop, t, formatNumber, onDragStart, onDragEnd, onDropHere, onMove, onAlt, onRemove }: Props) {
  const card = useRef<HTMLLIElement>(null);
  const position = { position: formatNumber(index + 1) };
  const main = index === 0;
  // Move buttons at either end stay focusable (aria-disabled), so the keyboard is not dropped
  // on the page when a photo reaches the first or last place.
  const move = (to: number, allowed: boolean) => allowed && onMove(to);
  return (
    <li
      ref={card}
      className={`editor-photo${dragging ? ' is-dragging' : ''}${main ? ' is-main' : ''}`}
      onDragOver={(e) => {
        if (!acceptsDrop) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
      }}
      onDrop={(e) => {
        if (!acceptsDrop) return;
        e.preventDefault();
        onDropHere();
      }}>
      {/* The thumbnail is the drag handle: a draggable card would keep the mouse from selecting alt text. */}
      <div
        className="editor-photo-frame"
        draggable
        onDragStart={(e) => {
          e.dataTransfer.effectAllowed = 'move';
          e.dataTransfer.setData('text/plain', item.id);
          onDragStart();
        }}
        onDragEnd={onDragEnd}>
        {item.state === 'ready' ? (
          <img src={mediaUrl(item.key, 160)} alt="" width="160" height="160" draggable={false} />
        ) : item.preview ? (
          <img src={item.preview} alt="" draggable={false} className="is-uploading" />
        ) : null}
        <span className={`editor-photo-label${main ? ' is-main' : ''}`}>{main ? t('adminProducts.photo.main') : t('adminProducts.photo.position', position)}</span>
      </div>
      {item.state === 'uploading' ? (
        <div className="editor-photo-progress">
          <span className="editor-file-name">
            <bdi>{item.name}</bdi>
          </span>
          <progress max={1} value={item.progress} aria-label={t('adminProducts.photo.uploading', { name: item.name })} />
        </div>
      ) : (
        <div className="editor-photo-alts">
          {errors.key && <p className="field-error">{errors.key}</p>}
          <Field id={`${item.id}-altEn`} label={t('adminProducts.photo.altEn')} error={errors.altEn}>
            {(control) => <input {...control} value={item.altEn} maxLength={PRODUCT_LIMITS.alt} lang="en" dir="ltr" onChange={(e) => onAlt('altEn', e.target.value)} />}
          </Field>
          <Field id={`${item.id}-altAr`} label={t('adminProducts.photo.altAr')} error={errors.altAr}>
            {(control) => <input {...control} value={item.altAr} maxLength={PRODUCT_LIMITS.alt} lang="ar" dir="rtl" onChange={(e) => onAlt('altAr', e.target.value)} />}
          </Field>
        </div>
      )}
      <div className="editor-photo-actions">
        {!main && (
          <button
            type="button"
            className="btn btn-outline btn-small"
            aria-label={t('adminProducts.photo.makeMainOf', position)}
            onClick={() => {
              onMove(0);
              // This button goes away on the main photo: the keyboard stays on the card, on "later".
              requestAnimationFrame(() => card.current?.querySelector<HTMLElement>('.editor-photo-later')?.focus());
            }}>
            {t('adminProducts.photo.makeMain')}
          </button>
        )}
        <button type="button" className="btn btn-outline btn-small editor-photo-step" aria-disabled={index === 0} onClick={() => move(index - 1, index > 0)} aria-label={t('adminProducts.photo.earlierOf', position)}>
          <span className="rtl-flip" aria-hidden="true">
            ←
          </span>
        </button>
        <button
          type="button"
          className="btn btn-outline btn-small editor-photo-step editor-photo-later"
          aria-disabled={index === count - 1}
          onClick={() => move(index + 1, index < count - 1)}
          aria-label={t('adminProducts.photo.laterOf', position)}>
          <span className="rtl-flip" aria-hidden="true">
            →
          </span>
        </button>
        <button type="button" className="btn btn-ghost btn-small editor-photo-remove" onClick={onRemove} aria-label={t('adminProducts.photo.removeOf', position)}>
          {t('adminProducts.photo.remove')}
        </button>
      </div>
    </li>
  );
}
