import type { Sharp, WebpOptions } from 'sharp';
import { loadSharp } from './limiter.ts';

/**
 * Uploaded photos as stored: EXIF orientation applied, every piece of metadata dropped (GPS,
 * camera, EXIF, XMP, ICC: sharp writes none unless asked), the longest side capped, WebP. Callers
 * run these inside `withImageWork` (./limiter.ts).
 */
export interface RenderOptions {
  /** Longest side of the main picture; larger images are scaled down, smaller never enlarged. */
  maxEdge: number;
  /** Refused while decoding if exceeded (the header check refuses earlier; this is the backstop). */
  maxPixels: number;
  /** Narrower renditions to make from the same decode (never wider than the main picture). */
  widths?: readonly number[];
}

export interface EncodedImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface RenderedImage extends EncodedImage {
  renditions: Map<number, EncodedImage>;
}

export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('unreadable image', { cause });
  }
}

// effort 2 of 6: a third of the default's encoding time for a file a few per cent larger.
const MAIN = { quality: 82, effort: 2 } as const;
const RENDITION = { quality: 80, effort: 4 } as const;

export async function renderWebp(input: Uint8Array, options: RenderOptions): Promise<RenderedImage> {
  const sharp = await loadSharp();
  try {
    const decoded = sharp(input, { limitInputPixels: options.maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: options.maxEdge, height: options.maxEdge, fit: 'inside', withoutEnlargement: true });
    const widths = options.widths ?? [];
    if (widths.length === 0) return { ...(await encode(decoded, MAIN)), renditions: new Map() };
    // Renditions as well: decode once into pixels of the main size and encode every output from
    // them. One pipeline per output decodes the upload five times: for a 12-megapixel JPEG about as
    // fast (JPEG shrinks while loading) but ~60 MB more at the peak (bench/photos), and for PNG or
    // WebP, which cannot shrink while loading, five full decodes.
    const { data: pixels, info } = await decoded.raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const fromPixels = () => sharp(pixels, { raw });
    // One encoder at a time: in parallel they finish sooner (~450 vs ~650 ms for 12 megapixels)
    // but hold about 80 MB more at their peak (bench/photos); photos already run two at once.
    const main = await encode(fromPixels(), MAIN);
    const renditions = new Map<number, EncodedImage>();
    for (const width of widths) renditions.set(width, await encode(fromPixels().resize({ width, withoutEnlargement: true }), RENDITION));
    return { ...main, renditions };
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

async function encode(pipeline: Sharp, webp: WebpOptions): Promise<EncodedImage> {
  const { data, info } = await pipeline.webp(webp).toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}
