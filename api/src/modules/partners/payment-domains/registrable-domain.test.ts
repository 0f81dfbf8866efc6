import { describe, expect, it } from 'vitest';
import { domainsOf, registrableDomain } from './registrable-domain.js';

describe('registrableDomain', () => {
  it('takes the host name of an HTTPS origin', () => {
    expect(registrableDomain('https://www.SmithCo.co.nz')).toEqual({ domain: 'www.smithco.co.nz' });
    expect(registrableDomain('https://smithco.co.nz:8443')).toEqual({ domain: 'smithco.co.nz' });
  });

  it('marks localhost, reserved names and IP addresses unsupported, with the reason', () => {
    expect(registrableDomain('http://localhost:3001')).toMatchObject({
      domain: 'localhost',
      unsupported: expect.stringMatching(/local/),
    });
    expect(registrableDomain('https://smithco.example')).toHaveProperty('unsupported');
    expect(registrableDomain('http://127.0.0.1:5173')).toMatchObject({
      domain: '127.0.0.1',
      unsupported: 'An IP address cannot be registered.',
    });
    expect(registrableDomain('http://[::1]:3000')).toMatchObject({ domain: '::1' });
  });

  it('lists each domain once, whatever the scheme or port', () => {
    expect(
      domainsOf(['https://smithco.co.nz', 'http://smithco.co.nz:8080', 'not a url']).map(
        (d) => d.domain,
      ),
    ).toEqual(['smithco.co.nz']);
  });
});
