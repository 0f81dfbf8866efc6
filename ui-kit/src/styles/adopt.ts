/**
 * Applies the kit's stylesheet to a shadow root as a constructable stylesheet: no <style> element and
 * no 'unsafe-inline' needed under a strict Content-Security-Policy. Pass the text of styles.css (e.g.
 * a bundler's `?inline` import or a fetched file).
 */
export function adoptKitStyles(root: ShadowRoot, cssText: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  // Keep sheets the host already adopted (older engines report none as undefined).
  root.adoptedStyleSheets = [...(root.adoptedStyleSheets ?? []), sheet];
  return sheet;
}
