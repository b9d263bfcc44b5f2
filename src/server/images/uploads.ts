import type { FieldCode } from '#lib/errors';
import { badRequest, HttpError } from '../http/errors.ts';
import type { ImageFormat } from './formats.ts';
import { type ImageHeader, inspectImage } from './inspect.ts';
import { withImageWork } from './limiter.ts';
import { type RenderedImage, type RenderOptions, renderWebp } from './render.ts';

/**
 * The checks every image upload goes through (quote photos, product photos), cheapest first and
 * all before any decoding: how many files, how many bytes, what the bytes are, how many pixels the
 * headers declare per image and together. Then the decoding, through the process-wide limiter.
 * Refusals are field codes on the upload's field.
 */
export interface UploadedFile {
  name: string;
  data: Uint8Array;
}

export interface UploadLimits {
  /** The form field the files came in, and where refusals are reported. */
  field: string;
  maxFiles: number;
  maxBytes: number;
  /** Per image. */
  maxPixels: number;
  /** All images of the request together: what one request may make the server decode. */
  maxRequestPixels: number;
  formats: readonly ImageFormat[];
}

export const imageTooLarge = (field: string) => new HttpError(413, 'image_too_large', { [field]: 'image_too_large' });

export async function checkImageUploads(files: readonly UploadedFile[], limits: UploadLimits): Promise<ImageHeader[]> {
  const refuse = (code: FieldCode) => badRequest({ [limits.field]: code });
  if (files.length > limits.maxFiles) throw refuse('too_many_images');
  if (files.some((file) => file.data.byteLength > limits.maxBytes)) throw imageTooLarge(limits.field);
  const headers = await Promise.all(files.map((file) => inspectImage(file.data)));
  const readable = headers.filter((header): header is ImageHeader => header !== null && limits.formats.includes(header.format));
  if (readable.length < files.length) throw refuse('image_type');
  if (readable.some((header) => header.pixels > limits.maxPixels)) throw refuse('too_many_pixels');
  if (readable.reduce((sum, header) => sum + header.pixels, 0) > limits.maxRequestPixels) throw refuse('too_many_pixels_total');
  return readable;
}

/**
 * Renders every file, at most IMAGE_WORK_CONCURRENCY at once process-wide. The first file that
 * does not decode refuses the request (`image_type`), and files still waiting are not started.
 */
export async function renderImageUploads(files: readonly UploadedFile[], field: string, options: RenderOptions): Promise<RenderedImage[]> {
  let refused = false;
  const results = await Promise.allSettled(
    files.map((file) =>
      withImageWork(async () => {
        if (refused) throw new Error('skipped');
        try {
          return await renderWebp(file.data, options);
        } catch (error) {
          refused = true;
          throw error;
        }
      }),
    ),
  );
  if (refused) throw badRequest({ [field]: 'image_type' });
  return results.map((result) => (result as PromiseFulfilledResult<RenderedImage>).value);
}
