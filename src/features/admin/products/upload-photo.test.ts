import { describe, expect, it } from 'vitest';
import { uploadErrorCode } from './upload-photo.ts';

describe('a refused photo upload', () => {
  it.each([
    ['not an image', 400, { error: { code: 'invalid_input', fields: { photos: 'image_type' } } }, 'image_type'],
    ['too many pixels', 400, { error: { code: 'invalid_input', fields: { photos: 'too_many_pixels' } } }, 'too_many_pixels'],
    ['too large, said by the server', 413, { error: { code: 'payload_too_large', fields: { photos: 'image_too_large' } } }, 'image_too_large'],
    ['too large, said by a proxy', 413, null, 'image_too_large'],
    ['a server error', 500, { error: { code: 'internal' } }, 'upload_failed'],
  ])('%s', (_, status, body, code) => {
    expect(uploadErrorCode(status, body)).toBe(code);
  });
});
