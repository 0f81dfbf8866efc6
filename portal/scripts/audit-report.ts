// The audit's tables as plain text, each figure beside its target, so a run reads at a glance in a terminal
// or a CI log.
import type { RouteWeight } from './audit-bytes.js';
import type { Category, PageScores } from './audit-lighthouse.js';

/** The targets the portal is held to; the script reports against them and never fails on them. */
export const TARGETS = {
  performance: 90,
  accessibility: 95,
  'best-practices': 95,
  /** Per route's first load, gzip, React included. */
  firstLoadJsKb: 150,
} as const;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function scoreCell(score: number | null, category: Category): string {
  if (score == null) return 'n/a';
  const target = (TARGETS as Record<string, number>)[category];
  const mark = target == null ? '' : score >= target ? ' ok' : ' LOW';
  return `${Math.round(score)}${mark}`;
}

const ms = (value: number | null) =>
  value == null
    ? 'n/a'
    : value >= 1000
      ? `${(value / 1000).toFixed(1)} s`
      : `${Math.round(value)} ms`;

export function lighthouseTable(pages: PageScores[]): string {
  const runs = pages[0]?.runs ?? 0;
  const header = ['page', 'performance', 'accessibility', 'best-practices', 'seo'];
  header.push('FCP', 'LCP', 'TBT', 'CLS', 'Speed Index');
  const rows = pages.map((page) => [
    page.page,
    scoreCell(page.scores.performance, 'performance'),
    scoreCell(page.scores.accessibility, 'accessibility'),
    scoreCell(page.scores['best-practices'], 'best-practices'),
    scoreCell(page.scores.seo, 'seo'),
    ms(page.metrics.fcp),
    ms(page.metrics.lcp),
    ms(page.metrics.tbt),
    page.metrics.cls == null ? 'n/a' : page.metrics.cls.toFixed(3),
    ms(page.metrics.si),
  ]);
  rows.push([
    'target',
    `>= ${TARGETS.performance}`,
    `>= ${TARGETS.accessibility}`,
    `>= ${TARGETS['best-practices']}`,
    '-',
    ...Array<string>(5).fill(''),
  ]);
  return [
    `Lighthouse ${pages[0]?.version ?? ''} mobile preset (simulated throttling), median of ${runs} runs`,
    table(header, rows),
  ].join('\n');
}

export function weightTable(weights: RouteWeight[]): string {
  const header = ['route', 'JS gzip', 'JS decoded', 'files', 'CSS gzip', 'CSS decoded', 'files'];
  header.push(`JS vs < ${TARGETS.firstLoadJsKb} KB`);
  const rows = weights.map(({ route, js, css }) => {
    const share = (js.gzip / 1024 / TARGETS.firstLoadJsKb) * 100;
    return [
      route,
      `${kb(js.gzip)} KB`,
      `${kb(js.raw)} KB`,
      String(js.files),
      `${kb(css.gzip)} KB`,
      `${kb(css.raw)} KB`,
      String(css.files),
      `${js.gzip / 1024 < TARGETS.firstLoadJsKb ? 'ok' : 'OVER'} (${share.toFixed(0)}%)`,
    ];
  });
  const notes = weights
    .filter((weight) => weight.uncompressed.length > 0)
    .map((weight) => `  note: ${weight.route} got without gzip: ${weight.uncompressed.join(', ')}`);
  for (const { route, js, scripts } of weights) {
    if (js.gzip / 1024 < TARGETS.firstLoadJsKb) continue;
    const largest = scripts.slice(0, 5).map((script) => `${script.path} ${kb(script.gzip)} KB`);
    notes.push(`  ${route} is over; its largest scripts (gzip): ${largest.join(', ')}`);
  }
  return [
    'First load: scripts and stylesheets until the network is idle (React included; KB = 1024 bytes)',
    table(header, rows),
    ...notes,
  ].join('\n');
}

/** Every audit that fell short on some page, grouped by audit so one fix is seen with all its pages. */
export function problemList(pages: PageScores[]): string {
  const byAudit = new Map<string, string[]>();
  const titles = new Map<string, string>();
  for (const page of pages) {
    for (const problem of page.problems) {
      const key = `${problem.weighted ? '' : '~'}${problem.category}/${problem.id}`;
      titles.set(key, problem.title);
      const line = `      ${page.page} (${problem.failedRuns}/${page.runs} runs)`;
      byAudit.set(key, [
        ...(byAudit.get(key) ?? []),
        problem.detail ? `${line}: ${problem.detail}` : line,
      ]);
    }
  }
  const lines =
    byAudit.size === 0
      ? ['Failing audits: none']
      : ['Failing audits (score < 1; ~ marks performance diagnostics that carry no weight)'];
  for (const key of [...byAudit.keys()].sort()) {
    lines.push(`  ${key}  ${titles.get(key)}`, ...byAudit.get(key)!);
  }
  const warnings = pages.flatMap((page) => page.warnings.map((text) => `  ${page.page}: ${text}`));
  if (warnings.length > 0) lines.push('Lighthouse warnings', ...warnings);
  return lines.join('\n');
}
