/** `RC-000042`: the series and the number, six digits at least. */
export function displayNumber(series: string, number: number): string {
  return `${series}-${String(number).padStart(6, '0')}`;
}
