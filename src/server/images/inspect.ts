import { type ImageFormat, sniffImageFormat } from './formats.ts';
import { loadSharp } from './limiter.ts';

export interface ImageHeader {
  format: ImageFormat;
  width: number;
  height: number;
  pixels: number;
}

/**
 * An image's format and size from its header alone: no pixel is decoded, so a decompression bomb
 * (a small file declaring billions of pixels) costs nothing here and is refused by its size before
 * anything decodes it. Null when the bytes are not an image sharp can read the header of.
 */
export async function inspectImage(data: Uint8Array): Promise<ImageHeader | null> {
  const sniffed = sniffImageFormat(data);
  if (!sniffed) return null;
  const sharp = await loadSharp();
  try {
    // No pixel limit: metadata() reads the header only, and the caller judges the size it declares.
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return null;
    // AVIF and HEIC share one container; the codec tells them apart.
    const format = sniffed === 'heif' && meta.compression === 'av1' ? 'avif' : sniffed;
    return { format, width: meta.width, height: meta.height, pixels: meta.width * meta.height };
  } catch {
    return null;
  }
}
