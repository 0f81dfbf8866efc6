/** The largest profile photo we keep, decoded (the spec's form allows image files; we bound them). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/** The longest data URL worth decoding: the base64 of MAX_PHOTO_BYTES plus a generous header. */
const MAX_DATA_URL_LENGTH = Math.ceil(MAX_PHOTO_BYTES / 3) * 4 + 200;

export type PhotoFormat = 'png' | 'jpg' | 'webp';

export interface DecodedPhoto {
  bytes: Buffer;
  extension: PhotoFormat;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
}

export type PhotoResult = { ok: true; photo: DecodedPhoto } | { ok: false; message: string };

export const PHOTO_MESSAGES = {
  malformed: 'Profile photo must be an image file sent as a base64 data: URL',
  unsupported: 'Profile photo must be a PNG, JPEG or WebP image',
  mismatch: 'Profile photo content does not match its declared image type',
  tooLarge: 'Profile photo must be at most 2 MB',
} as const;

const DECLARED: Record<string, PhotoFormat> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

const CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
} as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The image format the bytes really are (PNG, JPEG or WebP), judged by their content alone. */
export function sniffImageFormat(bytes: Buffer): PhotoFormat | undefined {
  // PNG: the signature, then the IHDR chunk that every PNG must start with.
  if (
    bytes.length >= 24 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.toString('latin1', 12, 16) === 'IHDR'
  ) {
    return 'png';
  }
  // JPEG: start-of-image followed by another marker.
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpg';
  }
  // WebP: a RIFF container of type WEBP whose first chunk is one of the three WebP bitstreams.
  if (
    bytes.length >= 16 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP' &&
    ['VP8 ', 'VP8L', 'VP8X'].includes(bytes.toString('latin1', 12, 16))
  ) {
    return 'webp';
  }
  return undefined;
}

/**
 * Decodes a `data:` URL into a photo we are willing to store: base64, at most 2 MB, and a PNG, JPEG or WebP by
 * content. A declared type that disagrees with the content is refused, so a file cannot pass as another.
 */
export function decodeProfilePhoto(dataUrl: string): PhotoResult {
  if (dataUrl.length > MAX_DATA_URL_LENGTH) return { ok: false, message: PHOTO_MESSAGES.tooLarge };
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0 || comma > 200) {
    return { ok: false, message: PHOTO_MESSAGES.malformed };
  }
  const header = dataUrl.slice(5, comma).toLowerCase().split(';');
  const payload = dataUrl.slice(comma + 1);
  if (header.at(-1) !== 'base64' || header.length < 2 || !BASE64.test(payload)) {
    return { ok: false, message: PHOTO_MESSAGES.malformed };
  }
  if (payload.length % 4 === 1) return { ok: false, message: PHOTO_MESSAGES.malformed };
  const declared = DECLARED[header[0]!.trim()];
  if (!declared) return { ok: false, message: PHOTO_MESSAGES.unsupported };
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > MAX_PHOTO_BYTES) return { ok: false, message: PHOTO_MESSAGES.tooLarge };
  const actual = sniffImageFormat(bytes);
  if (!actual) return { ok: false, message: PHOTO_MESSAGES.unsupported };
  if (actual !== declared) return { ok: false, message: PHOTO_MESSAGES.mismatch };
  return { ok: true, photo: { bytes, extension: actual, contentType: CONTENT_TYPES[actual] } };
}
