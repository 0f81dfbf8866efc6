/**
 * Where sign-in goes afterwards: `?returnTo=` when it is a path on this site (never another origin, nor
 * `//host`, nor the API), else home as the spec says.
 */
export function returnToFrom(search: string): string {
  const value = new URLSearchParams(search).get('returnTo');
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/';
  if (value.startsWith('/api/') || value.length > 2000) return '/';
  return value;
}
