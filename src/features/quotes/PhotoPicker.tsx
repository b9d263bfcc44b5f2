import { useRef } from 'react';
import { MAX_QUOTE_IMAGES } from '#lib/validation/quote';
import type { Translate } from '#i18n/format';
import type { Locale } from '#i18n/locales';
import { formatNumber } from '#lib/format';
import type { PreparedPhoto } from './use-photos.ts';

interface PhotoPickerProps {
  idPrefix: string;
  locale: Locale;
  t: Translate;
  photos: PreparedPhoto[];
  preparing: boolean;
  error?: string;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
}

/** Optional photos of the part wanted: a picker button, previews with remove buttons, the limits. */
export function PhotoPicker({ idPrefix, locale, t, photos, preparing, error, disabled, onAdd, onRemove }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = `${idPrefix}-images`;
  const full = photos.length >= MAX_QUOTE_IMAGES;
  return (
    <fieldset className="field photo-picker" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend>{t('quotes.field.images')}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {t('quotes.field.imagesHint', { max: formatNumber(MAX_QUOTE_IMAGES, locale) })}
      </p>
      {photos.length > 0 && (
        <ul className="photo-list">
          {photos.map((photo) => (
            <li key={photo.id}>
              <img src={photo.previewUrl} alt={photo.name} />
              <button type="button" className="photo-remove" disabled={disabled} aria-label={t('quotes.images.remove', { name: photo.name })} onClick={() => onRemove(photo.id)}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="photo-actions">
        <button type="button" className="btn btn-outline" disabled={disabled || full || preparing} onClick={() => input.current?.click()}>
          {t('quotes.images.add')}
        </button>
        {preparing && (
          <span className="photo-preparing" role="status">
            <span className="spinner" aria-hidden="true" /> {t('quotes.images.preparing')}
          </span>
        )}
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
