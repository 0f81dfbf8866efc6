// A local HTTP server standing in for Google's, Outlook's and Apple's calendar servers: the fixtures under
// test/fixtures/ics, what a test sets at a path, and the hostile answers (a 20 MB file, a server that never
// finishes, redirects).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface IcsServer {
  url: string;
  /** Answers `body` at `path` from now on (replacing what was there). */
  set(path: string, body: string): void;
  /** How many requests each path got. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export const icsFixture = (name: string) =>
  readFileSync(new URL(`../fixtures/ics/${name}`, import.meta.url), 'utf8');

/**
 * One property with a million parameters and its value at the end, 4 MB (the fetch allows 5): ical.js looks for the
 * value's colon from every parameter, so the parse alone is quadratic (a minute of CPU here), inside one call where no
 * limit of the reader's is checked.
 */
export const slowToParse = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-A;${'p=1;'.repeat(1_000_000)}q=1:v\r\nEND:VCALENDAR\r\n`;

export async function startIcsServer(): Promise<IcsServer> {
  const bodies = new Map<string, string>([
    ['/google.ics', icsFixture('google-export.ics')],
    ['/outlook.ics', icsFixture('outlook-export.ics')],
    ['/apple.ics', icsFixture('apple-other-zone.ics')],
  ]);
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const body = bodies.get(path);
    if (body !== undefined) {
      res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' });
      res.end(body);
    } else if (path === '/huge.ics') {
      // 20 MB without a Content-Length, as a chunked stream.
      res.writeHead(200, { 'Content-Type': 'text/calendar' });
      const chunk = Buffer.alloc(1024 * 1024, 'A');
      let sent = 0;
      const more = () => {
        while (sent < 20 && res.write(chunk)) sent += 1;
        if (sent >= 20) res.end();
        else res.once('drain', () => ((sent += 1), more()));
      };
      res.on('error', () => undefined);
      more();
    } else if (path === '/huge-declared.ics') {
      res.writeHead(200, { 'Content-Length': String(20 * 1024 * 1024) });
      res.write('BEGIN:VCALENDAR\r\n');
    } else if (path === '/slow.ics') {
      res.writeHead(200, { 'Content-Type': 'text/calendar' });
      res.write('BEGIN:VCALENDAR\r\n');
      // …and never finishes.
    } else if (path === '/redirect.ics') {
      res.writeHead(302, { Location: '/google.ics' }).end();
    } else if (path === '/redirect-private.ics') {
      res.writeHead(301, { Location: 'http://10.0.0.7/calendar.ics' }).end();
    } else if (path === '/redirect-loop.ics') {
      res.writeHead(307, { Location: '/redirect-loop.ics' }).end();
    } else {
      res.writeHead(404).end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set: (path, body) => bodies.set(path, body),
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
