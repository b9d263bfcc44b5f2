import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_REQUEST } from '#lib/admin/photos';
import { badRequest } from '../../http/errors.ts';
import { readMultipartForm } from '../../images/multipart.ts';
import { imageTooLarge, type UploadedFile } from '../../images/uploads.ts';
import { PHOTO_FIELD } from './upload.ts';

/** The most a photo upload may send: every photo at the byte limit, plus the form's own overhead. */
export const MAX_PHOTO_REQUEST_BYTES = MAX_PHOTOS_PER_REQUEST * MAX_PHOTO_BYTES + 64 * 1024;

/** Reads the `photos` files of a multipart body (nothing else is accepted), with the byte cap. */
export async function readPhotoUploads(req: Request): Promise<UploadedFile[]> {
  const form = await readMultipartForm(req, {
    maxBytes: MAX_PHOTO_REQUEST_BYTES,
    tooLarge: () => imageTooLarge(PHOTO_FIELD),
    invalidFields: { [PHOTO_FIELD]: 'required' },
  });
  const files: UploadedFile[] = [];
  for (const [name, value] of form) {
    if (name !== PHOTO_FIELD) throw badRequest({ [name]: 'unknown_field' });
    if (typeof value === 'string') throw badRequest({ [PHOTO_FIELD]: 'image_type' });
    files.push({ name: value.name, data: new Uint8Array(await value.arrayBuffer()) });
  }
  return files;
}
