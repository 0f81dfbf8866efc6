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

function Sample({ name }: { name: string }) {
  if (name.includes('color') || name.startsWith('--eb-cat-')) {
    return (
      <span
        style={{
          display: 'inline-block',
          width: 48,
          height: 24,
          borderRadius: 4,
          border: '1px solid var(--eb-color-border)',
          background: `var(${name})`,
        }}
      />
    );
  }
  if (name.includes('space')) {
    return (
      <span
        style={{
          display: 'inline-block',
          height: 12,
          width: `var(${name})`,
          background: 'var(--eb-color-primary)',
        }}
      />
    );
  }
  if (name.includes('radius')) {
    return (
      <span
        style={{
          display: 'inline-block',
          width: 48,
          height: 24,
          border: '2px solid var(--eb-color-primary)',
          borderRadius: `var(${name})`,
        }}
      />
    );
  }
  if (name.includes('font-size')) return <span style={{ fontSize: `var(${name})` }}>Aa</span>;
  return null;
}
