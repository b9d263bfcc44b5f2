/**
 * Photos are made smaller in the browser before upload: a phone photo of 4–8 MB becomes a JPEG
 * of a few hundred KB, so five of them stay well under the platform's ~6 MB request limit and
 * upload quickly on a site's mobile connection. The server re-encodes them again anyway.
 */
export const UPLOAD_MAX_EDGE = 1600;
const JPEG_QUALITY = 0.85;
/** What one prepared photo may weigh; above it, it is encoded again at a lower quality. */
export const UPLOAD_PHOTO_BUDGET = 1_000_000;

export async function downscalePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, UPLOAD_MAX_EDGE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D is unavailable');
    // JPEG has no transparency: transparent parts of a PNG become white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const first = await toJpeg(canvas, JPEG_QUALITY);
    return first.size <= UPLOAD_PHOTO_BUDGET ? first : toJpeg(canvas, 0.6);
  } finally {
    bitmap.close();
  }
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))), 'image/jpeg', quality));
}
