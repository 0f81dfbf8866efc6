// A page's Web Storage in memory for stories and tests: it can be full (every write refused, as a quota error is)
// or hold what another script left there.

/** A Storage over a Map; `full` refuses every write as a browser over its quota does. */
export function storageDouble(
  options: { full?: boolean; items?: Record<string, string> } = {},
): Storage {
  const items = new Map(Object.entries(options.items ?? {}));
  const refuse = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => (options.full ? refuse() : void items.set(key, String(value))),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}
