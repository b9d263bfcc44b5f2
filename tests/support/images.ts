import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/**
 * Images for the upload tests, made with sharp as the tests run (no binary fixtures): real files of
 * every accepted format, and files built to hurt a server (huge pixel counts in few bytes).
 */
const RED = { r: 220, g: 20, b: 20 };

/** A valid PNG of one colour: millions of pixels in a small file. */
export async function largePng(width: number, height: number): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: RED }, limitInputPixels: false });
  return new Uint8Array(await image.png({ compressionLevel: 9 }).toBuffer());
}

/**
 * A 12-megapixel camera photo of about 8 MB: random pixels compress no better than a real scene's
 * detail, so the file is as heavy as what a phone hands over.
 */
export async function cameraPhoto(): Promise<Uint8Array> {
  const width = 4000;
  const height = 3000;
  return new Uint8Array(await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer());
}

/** A decompression bomb: 100 megapixels (300 MB of pixels) in a few hundred KB. */
export function decompressionBomb(): Promise<Uint8Array> {
  return largePng(10_000, 10_000);
}

/**
 * A 300×200 camera JPEG stored sideways: EXIF orientation 6 (turn 90° clockwise to view), GPS
 * position and camera make in its EXIF. Left half red, right half blue, so after turning, the top
 * is red and the bottom blue.
 */
export async function sidewaysCameraJpeg(): Promise<Uint8Array> {
  const width = 300;
  const height = 200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set(x < width / 2 ? [220, 20, 20] : [20, 20, 220], (y * width + x) * 3);
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Sideways 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 42/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '46/1 40/1 0/1' } })
    .toBuffer();
  // withExif writes orientation 1; the orientation goes in through keepExif + withMetadata.
  return new Uint8Array(await sharp(jpeg).keepExif().withMetadata({ orientation: 6 }).jpeg({ quality: 95 }).toBuffer());
}

/** One small image in each accepted format (a 16-bit PNG with transparency among them). */
export async function everyAcceptedFormat(): Promise<{ name: string; data: Uint8Array }[]> {
  const base = () => sharp({ create: { width: 120, height: 80, channels: 4, background: { ...RED, alpha: 0.5 } } });
  return [
    { name: 'a.jpg', data: new Uint8Array(await base().jpeg().toBuffer()) },
    { name: 'b.png', data: new Uint8Array(await base().toColourspace('rgb16').png().toBuffer()) },
    { name: 'c.webp', data: new Uint8Array(await base().webp().toBuffer()) },
    { name: 'd.avif', data: new Uint8Array(await base().avif().toBuffer()) },
    { name: 'e.gif', data: new Uint8Array(await base().gif().toBuffer()) },
  ];
}

/** A real PNG cut short: its header reads fine, its pixels do not decode. */
export async function truncatedPng(): Promise<Uint8Array> {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: RED } }).png().toBuffer();
  return new Uint8Array(png.subarray(0, 120));
}

export const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
