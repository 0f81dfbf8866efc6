import type { CSSProperties } from 'react';
import tokensCss from '../styles/tokens.css?raw';

/** Every token declared in tokens.css, read from the file itself so the table never drifts. */
const TOKENS = [...tokensCss.matchAll(/(--eb-[\w-]+):\s*([^;]+);/g)].map((m) => ({
  name: m[1] ?? '',
  value: (m[2] ?? '').replace(/\s+/g, ' '),
}));

/** The design tokens with a live swatch (colours) or sample, in the current theme. */
export function TokenTable({ prefix }: { prefix: string }) {
  const rows = TOKENS.filter((token) => token.name.startsWith(prefix));
  return (
    <table className="eb-root">
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value (light, dark)</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((token) => (
          <tr key={token.name}>
            <td>
              <code>{token.name}</code>
            </td>
            <td>
              <code>{token.value}</code>
            </td>
            <td>
              <Sample name={token.name} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const BOX: CSSProperties = { display: 'inline-block', width: 48, height: 24 };

/** How to show a token: a colour swatch, a bar as long as a space, a rounded box, or text. */
function sampleStyle(name: string): CSSProperties | null {
  const value = `var(${name})`;
  if (name.includes('color') || name.startsWith('--eb-cat-')) {
    return {
      ...BOX,
      borderRadius: 4,
      border: '1px solid var(--eb-color-border)',
      background: value,
    };
  }
  if (name.includes('space')) {
    return { ...BOX, height: 12, width: value, background: 'var(--eb-color-primary)' };
  }
  if (name.includes('radius')) {
    return { ...BOX, border: '2px solid var(--eb-color-primary)', borderRadius: value };
  }
  if (name.includes('font-size')) return { fontSize: value };
  return null;
}

function Sample({ name }: { name: string }) {
  const style = sampleStyle(name);
  if (!style) return null;
  return <span style={style}>{name.includes('font-size') ? 'Aa' : null}</span>;
}
