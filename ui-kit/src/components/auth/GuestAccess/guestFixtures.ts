/** A token whose claims name a booking (the signature is not checked in the browser). */
export const TOKEN = `ebt_${btoa(
  JSON.stringify({ jti: 'x', bid: '5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c2b', pid: 'p', exp: 1 }),
).replace(/=+$/, '')}.c2lnbmF0dXJl`;
export const CODE = '9a0e7c52-2f1b-4c8e-b1a4-6d3c2e1f0a99.1764543600.abc';
