import { useId, useRef, useState, type DragEvent } from 'react';
import { MAX_PHOTO_BYTES, PHOTO_ACCEPT } from '#lib/admin/photos';
import type { Translate } from '#i18n/format';
import { MAX_PRODUCT_PHOTOS } from './photo-list.ts';
import { PhotoCard } from './PhotoCard.tsx';
import { errorMessage } from '#i18n/error-message';
import type { ProductPhotos } from './use-product-photos.ts';

interface Props {
  photos: ProductPhotos;
  /** Field errors of the save, by dotted path (`images`, `images.2.altEn`, …). */
  errors: Record<string, string>;
  t: Translate;
  formatNumber: (n: number) => string;
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The product's photos: chosen with the picker or dropped on the zone, each uploading at once
 * with its own bar; put in order by dragging or with the move buttons (the first is the main
 * photo); alt text per language. Moves are announced for screen-reader users.
 */
export function PhotoManager({ photos, errors, t, formatNumber }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [dropping, setDropping] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const full = photos.items.length >= MAX_PRODUCT_PHOTOS;
  const hint = t('adminProducts.editor.photosHint', { max: formatNumber(MAX_PRODUCT_PHOTOS), size: formatNumber(MAX_PHOTO_BYTES / 1024 / 1024) });

  const announceMove = (position: number) =>
    setAnnouncement(t('adminProducts.photo.moved', { position: formatNumber(position + 1), count: formatNumber(photos.items.length) }));

  const moveTo = (photoId: string, to: number) => {
    photos.move(photoId, to);
    announceMove(Math.max(0, Math.min(photos.items.length - 1, to)));
  };

  /** Removing takes the keyboard to the photo now in that place, or back to the picker. */
  const remove = (photoId: string, index: number) => {
    photos.remove(photoId);
    requestAnimationFrame(() => {
      const cards = list.current?.querySelectorAll<HTMLElement>('.editor-photo') ?? [];
      const next = cards[Math.min(index, cards.length - 1)];
      (next?.querySelector<HTMLElement>('button, input') ?? chooser.current)?.focus();
    });
  };

  let readyIndex = -1;
  return (
    <fieldset className="editor-section" aria-describedby={`${id}-hint${errors.images ? ` ${id}-error` : ''}`}>
      <legend>{t('adminProducts.editor.photos')}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      <div
        className={`editor-dropzone${dropping ? ' is-dropping' : ''}`}
        onDragEnter={(e) => hasFiles(e) && setDropping(true)}
        onDragOver={(e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = full ? 'none' : 'copy';
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropping(false);
        }}
        onDrop={(e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          setDropping(false);
          photos.add([...e.dataTransfer.files]);
        }}>
        <button ref={chooser} type="button" className="btn btn-outline" disabled={full} onClick={() => input.current?.click()}>
          {t('adminProducts.editor.choosePhotos')}
        </button>
        <span className="editor-dropzone-text">{full ? t('adminProducts.editor.photosFull') : t('adminProducts.editor.dropPhotos')}</span>
        <span className="editor-photo-count">
          {t('adminProducts.editor.photoCount', { count: formatNumber(photos.items.length), max: formatNumber(MAX_PRODUCT_PHOTOS) })}
        </span>
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          hidden
          tabIndex={-1}
          onChange={(e) => {
            photos.add([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </div>
      {errors.images && (
        <p id={`${id}-error`} className="field-error">
          {errors.images}
        </p>
      )}
      {photos.failures.length > 0 && (
        <ul className="editor-photo-failures" role="alert">
          {photos.failures.map((failure) => (
            <li key={failure.id}>
              <span>
                <bdi className="editor-file-name">{failure.name}</bdi>: {errorMessage(t, failure.code, { max: formatNumber(MAX_PRODUCT_PHOTOS) })}
              </span>
              <button type="button" className="btn btn-ghost btn-small" onClick={() => photos.dismiss(failure.id)} aria-label={t('adminProducts.photo.dismissNamed', { name: failure.name })}>
                {t('adminProducts.photo.dismiss')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.items.length > 0 && (
        <ol className="editor-photos" ref={list}>
          {photos.items.map((item, index) => {
            if (item.state === 'ready') readyIndex += 1;
            return (
              <PhotoCard
                key={item.id}
                item={item}
                index={index}
                count={photos.items.length}
                errors={item.state === 'ready' ? { key: errors[`images.${readyIndex}.key`], altEn: errors[`images.${readyIndex}.altEn`], altAr: errors[`images.${readyIndex}.altAr`] } : {}}
                dragging={dragged === item.id}
                t={t}
                formatNumber={formatNumber}
                onDragStart={() => setDragged(item.id)}
                onDragEnd={() => setDragged(null)}
                onDropHere={() => dragged && dragged !== item.id && moveTo(dragged, index)}
                acceptsDrop={dragged !== null}
                onMove={(to) => moveTo(item.id, to)}
                onAlt={(field, value) => photos.setAlt(item.id, field, value)}
                onRemove={() => remove(item.id, index)}
              />
            );
          })}
        </ol>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
