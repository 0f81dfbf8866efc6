import { describe, expect, it } from 'vitest';
import {
  dataUrl,
  gifImage,
  jpegImage,
  pngImage,
  webpImage,
} from '../../../test/onboarding/images.js';
import { decodeProfilePhoto, MAX_PHOTO_BYTES, PHOTO_MESSAGES } from './profile-photo.js';

const refusal = (value: string) => {
  const result = decodeProfilePhoto(value);
  return result.ok ? 'accepted' : result.message;
};

describe('decodeProfilePhoto', () => {
  it.each([
    ['PNG', pngImage(), 'image/png', 'png', 'image/png'],
    ['JPEG', jpegImage(), 'image/jpeg', 'jpg', 'image/jpeg'],
    ['WebP', webpImage(), 'image/webp', 'webp', 'image/webp'],
  ])('accepts a real %s and keeps its exact bytes', (_name, bytes, declared, extension, type) => {
    const result = decodeProfilePhoto(dataUrl(bytes, declared));
    expect(result).toEqual({ ok: true, photo: { bytes, extension, contentType: type } });
  });

  it('accepts a declared type in any letter case and with extra parameters', () => {
    const result = decodeProfilePhoto(
      `data:IMAGE/PNG;name=me.png;base64,${pngImage().toString('base64')}`,
    );
    expect(result.ok).toBe(true);
  });

  it('refuses a text file labelled image/png', () => {
    expect(refusal(dataUrl(Buffer.from('just some text, not a picture'), 'image/png'))).toBe(
      PHOTO_MESSAGES.unsupported,
    );
  });

  it('refuses a GIF, whatever it is labelled', () => {
    expect(refusal(dataUrl(gifImage(), 'image/gif'))).toBe(PHOTO_MESSAGES.unsupported);
    expect(refusal(dataUrl(gifImage(), 'image/png'))).toBe(PHOTO_MESSAGES.unsupported);
  });

  it('refuses an image whose declared type disagrees with its content', () => {
    expect(refusal(dataUrl(jpegImage(), 'image/png'))).toBe(PHOTO_MESSAGES.mismatch);
    expect(refusal(dataUrl(pngImage(), 'image/webp'))).toBe(PHOTO_MESSAGES.mismatch);
  });

  it('refuses a PNG signature without the header chunk every PNG starts with', () => {
    const truncated = pngImage().subarray(0, 8);
    expect(refusal(dataUrl(Buffer.concat([truncated, Buffer.alloc(20)]), 'image/png'))).toBe(
      PHOTO_MESSAGES.unsupported,
    );
  });

  it.each([
    ['no data: scheme', `image/png;base64,${pngImage().toString('base64')}`],
    ['no comma', 'data:image/png;base64'],
    ['not base64-encoded', `data:image/png,${pngImage().toString('latin1')}`],
    ['characters outside base64', 'data:image/png;base64,iVBOR w0KGgo='],
    ['an empty payload', 'data:image/png;base64,'],
    ['an impossible base64 length', 'data:image/png;base64,iVBORw0KG'],
    ['a plain web address', 'https://example.com/me.png'],
  ])('refuses a malformed data URL: %s', (_name, value) => {
    expect(refusal(value)).toBe(PHOTO_MESSAGES.malformed);
  });

  it('refuses a declared type that is not an image we accept', () => {
    expect(refusal(dataUrl(pngImage(), 'text/plain'))).toBe(PHOTO_MESSAGES.unsupported);
  });

  it('refuses more than 2 MB, both by length and once decoded', () => {
    expect(refusal(dataUrl(pngImage(1024, 700, true), 'image/png'))).toBe(PHOTO_MESSAGES.tooLarge);
    // Exactly as long as the longest accepted payload but without padding: it decodes to one byte too many.
    const payloadLength = Math.ceil(MAX_PHOTO_BYTES / 3) * 4;
    const justOver = Buffer.concat([pngImage(), Buffer.alloc(MAX_PHOTO_BYTES)])
      .toString('base64')
      .replace(/=+$/, '')
      .slice(0, payloadLength);
    expect(Buffer.from(justOver, 'base64').length).toBe(MAX_PHOTO_BYTES + 1);
    expect(refusal(`data:image/png;base64,${justOver}`)).toBe(PHOTO_MESSAGES.tooLarge);
  });

  it('accepts an image of exactly 2 MB', () => {
    const bytes = Buffer.concat([pngImage(), Buffer.alloc(MAX_PHOTO_BYTES - pngImage().length)]);
    expect(decodeProfilePhoto(dataUrl(bytes, 'image/png')).ok).toBe(true);
  });
});
