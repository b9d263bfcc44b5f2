/**
 * Photos made smaller in the browser before they are uploaded. Netlify refuses request bodies over
 * about 6 MB, and a site's mobile connection is slow: a phone photo of 4–10 MB becomes a JPEG a
 * fraction of that size, no larger than what the server keeps of it. The server decodes and
 * re-encodes every photo again anyway.
 */
export interface DownscaleOptions {
  /** Longest side kept, in pixels. */
  maxEdge: number;
  /** JPEG quality of the first encoding. */
  quality: number;
  /** Bytes a photo may weigh; above it, it is encoded once more at `fallbackQuality`. */
  budget: number;
  fallbackQuality: number;
}

/** Decodes (turned upright), scales and encodes one photo as JPEG; throws if this browser cannot decode it. */
export async function downscalePhoto(file: Blob, { maxEdge, quality, budget, fallbackQuality }: DownscaleOptions): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
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
    const first = await toJpeg(canvas, quality);
    return first.size <= budget ? first : toJpeg(canvas, fallbackQuality);
  } finally {
    bitmap.close();
  }
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))), 'image/jpeg', quality));
}
