/** One page of rows a repository read, with how many there are in all (for the page count). */
export interface Page<T> {
  rows: T[];
  total: number;
}
