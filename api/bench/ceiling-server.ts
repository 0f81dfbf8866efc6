// The ceiling the API is measured against: node:http and pg with hand-written SQL for the directory, nothing else.
// It answers the same JSON as GET /api/experts (through the same toExpert) for page 1 sorted by rating, filtered by
// searchTerm, categoryId, location and availableWithin (the stored next free time, which it never recomputes); no
// validation, middleware, logging or query builder. Started as a child process by directory.ts.
import http from 'node:http';
import type { Socket } from 'node:net';
import pg from 'pg';
import { escapeLike } from '../src/modules/catalogue/catalogue.repository.js';
import type { ListedExpertRow } from '../src/modules/catalogue/expert-row.js';
import { toExpert } from '../src/modules/catalogue/expert-view.js';
import { serveForBench } from './child-process.js';

pg.types.setTypeParser(20, Number);
pg.types.setTypeParser(1700, (value: string) => value);

// The driver's pipeline mode, as the API's directory reads use it (platform/db.ts): a page and its count are written
// together on one connection and answered in one trip, so the two sides do the same work in PostgreSQL and on the wire.
const pool = new pg.Pool({
  connectionString: process.env.BENCH_URL,
  max: Number(process.env.BENCH_POOL_MAX),
  pipeline: true,
} as pg.PoolConfig);

async function directory(params: URLSearchParams) {
  const where = ["e.status = 'approved'"];
  const values: unknown[] = [];
  const searchTerm = params.get('searchTerm')?.trim();
  if (searchTerm) {
    values.push(`%${escapeLike(searchTerm)}%`);
    where.push(`e.search_text LIKE lower($${values.length})`);
  }
  const categoryId = params.get('categoryId');
  if (categoryId) {
    values.push(Number(categoryId));
    where.push(`e.category_id = $${values.length}`);
  }
  const location = params.get('location')?.trim();
  if (location) {
    values.push(`%${escapeLike(location)}%`);
    where.push(`e.location ILIKE $${values.length}`);
  }
  const availableWithin = params.get('availableWithin');
  if (availableWithin) {
    values.push(Number(availableWithin));
    where.push(`e.next_available_at < now() + make_interval(days => $${values.length})`);
  }
  const filter = where.join(' AND ');
  const client = await pool.connect();
  let page: pg.QueryResult<ListedExpertRow>;
  let count: pg.QueryResult<{ total: number }>;
  try {
    const { stream } = (client as unknown as { connection: { stream: Socket } }).connection;
    stream.cork();
    const sent = [
      client.query<ListedExpertRow>(
        `SELECT e.id, e.user_id, e.category_id, e.title, e.bio, e.experience, e.qualifications,
                e.hourly_rate_amount, e.currency, e.location, e.languages, e.service_countries,
                e.consultation_methods, e.time_zone, e.response_time, e.status, e.average_rating, e.total_reviews,
                e.created_at, e.next_available_at, e.next_available_until, u.first_name, u.last_name, u.profile_image_url, c.name AS category_name
           FROM experts e
           JOIN users u ON u.id = e.user_id
           JOIN categories c ON c.id = e.category_id
          WHERE ${filter}
          ORDER BY e.average_rating DESC, e.total_reviews DESC, e.id
          LIMIT 20 OFFSET 0`,
        values,
      ),
      client.query<{ total: number }>(
        `SELECT count(*) AS total FROM experts e WHERE ${filter}`,
        values,
      ),
    ] as const;
    stream.uncork();
    [page, count] = await Promise.all(sent);
  } finally {
    client.release();
  }
  return {
    items: page.rows.map(toExpert),
    page: 1,
    pageSize: 20,
    total: count.rows[0]?.total ?? 0,
  };
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname !== '/api/experts') {
    response.writeHead(404).end();
    return;
  }
  directory(url.searchParams).then(
    (body) => {
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    },
    () => response.writeHead(500).end(),
  );
});

serveForBench(server);
