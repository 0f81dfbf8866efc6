// The API's log on standard output is written in batches, yet a lone line still shows soon, and nothing is lost when
// the process exits: each case runs a process of its own, as the API runs, and reads its standard output.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const logger = fileURLToPath(new URL('./logger.ts', import.meta.url));

/** Runs `body` in a node process that has `logger` (the API's, at info) and collects its standard output. */
function run(body: string) {
  const script = `
    import { createLogger } from ${JSON.stringify(logger)};
    const logger = createLogger({ LOG_LEVEL: 'info' });
    ${body}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  /** How many chunks the pipe delivered: the process's writes, give or take the pipe's joins. */
  let arrivals = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    arrivals++;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const lines = () =>
    output
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string });
  return { child, exited, lines, arrivals: () => arrivals };
}

it('shows a lone line within the flush interval, with the process still running', async () => {
  const { child, exited, lines, arrivals } = run(`
    logger.info('alone');
    setTimeout(() => {}, 5000);`);
  try {
    await expect.poll(() => lines().map((line) => line.msg), { timeout: 4000 }).toEqual(['alone']);
    expect(arrivals()).toBe(1);
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
});

it('writes every line held when the process exits, in order', async () => {
  // A batch (4 KB) and the lines after it, then exit. Written asynchronously, the batch was at times still on its way
  // and landed after the rest (about one process in three): five processes make that all but certain to show.
  const runs = Array.from({ length: 5 }, () =>
    run(`
      for (let index = 0; index < 50; index++) logger.info({ index }, 'line ' + index);
      process.exit(0);`),
  );
  for (const { exited, lines } of runs) {
    expect(await exited).toBe(0);
    expect(lines().map((line) => line.msg)).toEqual(
      Array.from({ length: 50 }, (_, index) => `line ${index}`),
    );
  }
});

it('writes lines that come one by one in few batches', async () => {
  // A line a millisecond apart, as requests come under load: without batches each would be a write of its own.
  const { exited, lines, arrivals } = run(`
    let index = 0;
    const timer = setInterval(() => {
      logger.info({ index }, 'line ' + index);
      if (++index === 200) {
        clearInterval(timer);
        setTimeout(() => process.exit(0), 300);
      }
    }, 1);`);
  expect(await exited).toBe(0);
  expect(lines()).toHaveLength(200);
  // About 100 bytes a line: 4 KB batches and the 200 ms flushes make a handful of writes, not 200.
  expect(arrivals()).toBeLessThan(30);
});
