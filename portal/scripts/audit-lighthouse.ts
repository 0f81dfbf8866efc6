// Lighthouse over the portal's public pages with its default config (a mid-range phone on a throttled
// connection, simulated), each page several times: on a busy two-core machine one run's performance score
// can swing by ten points, so only the median is worth comparing.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
export type Metric = keyof typeof METRICS;

export interface PageScores {
  page: string;
  runs: number;
  /** Lighthouse's version, since scores move between versions. */
  version: string;
  /** Median score per category, 0–100; null when no run produced one. */
  scores: Record<Category, number | null>;
  /** Median of each metric's value (milliseconds; CLS unitless). */
  metrics: Record<Metric, number | null>;
  problems: Problem[];
  /** Lighthouse's own warnings, and runs retried because the page did not load. */
  warnings: string[];
}

export interface Problem {
  category: Category;
  id: string;
  title: string;
  /** False for the performance category's unweighted opportunities and diagnostics. */
  weighted: boolean;
  failedRuns: number;
  /** What Lighthouse printed beside it in the worst run (a time, a count), and a few offending items. */
  detail: string;
}

/** Debian's Chromium as the browser tests use it, headless. */
export function launchLighthouseChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
    logLevel: 'silent',
  });
}

/** Attempts per run: a page Chromium could not load says nothing about the portal, so it is run again. */
const ATTEMPTS = 3;

/**
 * Audits every page `runs` times, round-robin, so a burst of load on the machine lands on one run of each
 * page rather than on every run of one page. With `jsonDir`, each run's full report is kept there for
 * Lighthouse's viewer.
 */
export async function auditPages(
  port: number,
  pages: readonly { label: string; url: string }[],
  runs: number,
  progress: (line: string) => void,
  jsonDir?: string,
): Promise<PageScores[]> {
  const results = new Map<string, Result[]>(pages.map((page) => [page.label, []]));
  const failures = new Map<string, string[]>(pages.map((page) => [page.label, []]));
  if (jsonDir) mkdirSync(jsonDir, { recursive: true });
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        const started = Date.now();
        const outcome = await lighthouse(page.url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!outcome) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        const lhr = outcome.lhr;
        const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
        if (jsonDir) {
          const name = `${page.label.replace(/\W+/g, '_')}-run${run}-attempt${attempt}.json`;
          writeFileSync(path.join(jsonDir, name), JSON.stringify(lhr));
        }
        if (lhr.runtimeError) {
          // Whether the API still answers tells a dying stack from a browser that lost one navigation.
          const answer = await fetch(page.url).then(
            (response) => `the API answers it ${response.status}`,
            (error: Error) => `the API does not answer: ${error.message}`,
          );
          const failure = `run ${run} attempt ${attempt}: ${lhr.runtimeError.code} (${answer})`;
          failures.get(page.label)!.push(failure);
          progress(`  ${page.label} ${failure} (${took})`);
          continue;
        }
        results.get(page.label)!.push(lhr);
        const perf = lhr.categories.performance?.score;
        progress(
          `  ${page.label} run ${run}/${runs}: performance ${perf == null ? '–' : Math.round(perf * 100)} (${took})`,
        );
        break;
      }
    }
  }
  return pages.map((page) =>
    summarise(page.label, results.get(page.label)!, failures.get(page.label)!),
  );
}

function summarise(page: string, lhrs: Result[], failures: string[]): PageScores {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const values = lhrs.map((lhr) => lhr.categories[category]?.score);
      return [category, median(values.filter((v): v is number => v != null).map((v) => v * 100))];
    }),
  ) as Record<Category, number | null>;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => {
      const values = lhrs.map((lhr) => lhr.audits[id]?.numericValue);
      return [key, median(values.filter((v): v is number => v != null))];
    }),
  ) as Record<Metric, number | null>;
  const warnings = new Set<string>(failures);
  for (const lhr of lhrs) lhr.runWarnings.forEach((warning) => warnings.add(warning));
  return {
    page,
    runs: lhrs.length,
    version: lhrs[0]?.lighthouseVersion ?? '',
    scores,
    metrics,
    problems: problems(lhrs),
    warnings: [...warnings],
  };
}

/** Audits that fell short in at least one run: weighted ones of every category, and perf's diagnostics. */
function problems(lhrs: Result[]): Problem[] {
  const found = new Map<string, Problem & { worst: number }>();
  for (const lhr of lhrs) {
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score == null || audit.score >= 1) continue;
        const weighted = ref.weight > 0;
        // Lighthouse 12 lists its newer insight audits under 'hidden' while the classic ones still count.
        const diagnostic =
          category === 'performance' &&
          !weighted &&
          ref.group !== 'hidden' &&
          audit.scoreDisplayMode !== 'informative';
        if (!weighted && !diagnostic) continue;
        const key = `${category}/${ref.id}`;
        const known = found.get(key);
        if (known) {
          known.failedRuns += 1;
          if (audit.score >= known.worst) continue;
        }
        found.set(key, {
          category,
          id: ref.id,
          title: audit.title,
          weighted,
          failedRuns: known ? known.failedRuns : 1,
          worst: audit.score,
          detail: describe(audit),
        });
      }
    }
  }
  return [...found.values()].map(({ worst: _worst, ...problem }) => problem);
}

/** The audit's headline value and its first offending items, enough to find what to fix. */
function describe(audit: Result['audits'][string]): string {
  const parts = audit.displayValue ? [String(audit.displayValue)] : [];
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  for (const item of (details?.items ?? []).slice(0, 3)) {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    const location = (item.sourceLocation ?? item.source) as { url?: string } | undefined;
    const url = typeof item.url === 'string' ? item.url : location?.url;
    const description = typeof item.description === 'string' ? item.description : undefined;
    const what = [description, node?.selector ?? node?.snippet ?? url].filter(Boolean).join(' at ');
    if (what) parts.push(what.length > 160 ? `${what.slice(0, 157)}…` : what);
  }
  return parts.join(' · ');
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
