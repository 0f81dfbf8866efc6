/** An HTTP method as query keys spell it. */
export type Method = 'get' | 'post' | 'put' | 'delete';

/** The cache key of one operation call: method, contract path and parameters. */
export function queryKey<P extends object>(method: Method, path: string, params?: P) {
  return [method, path, params ?? {}] as const;
}
