import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookie-header.js';

describe('cookieValue', () => {
  it('finds the named cookie among others and decodes it', () => {
    expect(cookieValue('a=1; eb_session=t%2Bk; b=2', 'eb_session')).toBe('t+k');
  });

  it('matches the whole name, not a prefix or a suffix', () => {
    expect(cookieValue('xeb_session=1; eb_session_old=2', 'eb_session')).toBeUndefined();
  });

  it('answers undefined for no header, a missing cookie and a value that does not decode', () => {
    expect(cookieValue(undefined, 'eb_session')).toBeUndefined();
    expect(cookieValue('other=1', 'eb_session')).toBeUndefined();
    expect(cookieValue('eb_session=%E0%A4%A', 'eb_session')).toBeUndefined();
  });
});
