import { describe, expect, it } from 'vitest';
import { adoptKitStyles } from './adopt.js';

describe('adoptKitStyles', () => {
  it('adds one constructed sheet to the shadow root and injects no <style>', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    const first = adoptKitStyles(root, '.eb-root { color: red; }');
    const second = adoptKitStyles(root, '.eb-root { color: blue; }');
    expect(root.adoptedStyleSheets).toEqual([first, second]);
    expect(first.cssRules[0]?.cssText).toContain('color: red');
    expect(document.head.querySelector('style')).toBeNull();
  });
});
