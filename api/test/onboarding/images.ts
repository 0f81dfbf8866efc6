import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** Real, tiny images built byte by byte, so tests need no binary fixtures. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A valid RGB PNG; with `noisy` its pixels are random, so it cannot be compressed below its raw size. */
export function pngImage(width = 1, height = 1, noisy = false): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, no filter, no interlace
  const row = width * 3 + 1;
  const raw = noisy ? randomBytes(row * height) : Buffer.alloc(row * height, 0x80);
  for (let y = 0; y < height; y++) raw[y * row] = 0; // filter type "none" on every scanline
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: noisy ? 0 : 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A valid baseline JPEG of one grey pixel: one quantisation table of ones, one-code Huffman tables for DC and
 * AC, and a scan whose only block is "DC difference 0, end of block" (bits 00, padded with ones).
 */
export function jpegImage(): Buffer {
  const segment = (marker: number, body: number[]) => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...body,
  ];
  const oneCodeTable = (tableClass: number) => [tableClass, 1, ...Array(15).fill(0), 0];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0, ...Array(64).fill(1)]),
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCodeTable(0x00)),
    ...segment(0xc4, oneCodeTable(0x10)),
    ...segment(0xda, [1, 1, 0, 0, 63, 0]),
    0x3f,
    0xff,
    0xd9,
  ]);
}

/** A valid lossless WebP of one pixel (RIFF container, VP8L bitstream). */
export function webpImage(): Buffer {
  return Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
}

/** A GIF of one pixel: a real image, but not a format we accept. */
export function gifImage(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
}

/** The bytes as a data: URL with the given declared type. */
export function dataUrl(bytes: Buffer, declaredType: string): string {
  return `data:${declaredType};base64,${bytes.toString('base64')}`;
}
