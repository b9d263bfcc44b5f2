import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '#lib/admin/photos';
import { isUploading, moveBy, moveTo, readyImages, sortChosenFiles, type PhotoItem } from './photo-list.ts';

const ready = (id: string): PhotoItem => ({ id, state: 'ready', key: `products/${id}`, altEn: `${id} en`, altAr: `${id} ar` });
const file = (name: string, size = 1000, type = 'image/jpeg') => ({ name, size, type });

describe('photo order', () => {
  const items = [ready('a'), ready('b'), ready('c')];

  it('moves a photo earlier, later, or first (the main photo)', () => {
    expect(moveBy(items, 'b', -1).map((p) => p.id)).toEqual(['b', 'a', 'c']);
    expect(moveBy(items, 'b', 1).map((p) => p.id)).toEqual(['a', 'c', 'b']);
    expect(moveTo(items, 'c', 0).map((p) => p.id)).toEqual(['c', 'a', 'b']);
  });

  it('stays put at either end and for an unknown photo', () => {
    expect(moveBy(items, 'a', -1).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(moveBy(items, 'c', 1).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(moveTo(items, 'zz', 0).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('saves only the uploaded photos, in order, with their alt text', () => {
    const mixed: PhotoItem[] = [ready('a'), { id: 'u', state: 'uploading', name: 'x.jpg', progress: 0.4, preview: null }, ready('b')];
    expect(readyImages(mixed)).toEqual([
      { key: 'products/a', altEn: 'a en', altAr: 'a ar' },
      { key: 'products/b', altEn: 'b en', altAr: 'b ar' },
    ]);
    expect(isUploading(mixed)).toBe(true);
    expect(isUploading(items)).toBe(false);
  });
});

describe('chosen files', () => {
  it('uploads images up to twelve photos in all and names the rest', () => {
    const chosen = [file('1.jpg'), file('2.png', 10, 'image/png'), file('3.jpg'), file('4.jpg')];
    const { accepted, refused } = sortChosenFiles(chosen, 10);
    expect(accepted.map((f) => f.name)).toEqual(['1.jpg', '2.png']);
    expect(refused).toEqual([
      { name: '3.jpg', code: 'too_many_images' },
      { name: '4.jpg', code: 'too_many_images' },
    ]);
  });

  it('spares uploads that cannot succeed, and leaves the rest to the server', () => {
    const { accepted, refused } = sortChosenFiles([file('notes.pdf', 10, 'application/pdf'), file('huge.jpg', MAX_PHOTO_BYTES + 1), file('photo.heic', 10, '')], 0);
    expect(refused).toEqual([
      { name: 'notes.pdf', code: 'image_type' },
      { name: 'huge.jpg', code: 'image_too_large' },
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['photo.heic']);
  });
});
