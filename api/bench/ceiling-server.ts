// The ceiling the API is measured against: node:http and pg with hand-written SQL for the directory, nothing else.
// It answers the same JSON as GET /api/experts for page 1 sorted by rating, filtered by searchTerm, categoryId and
// location; no validation, middleware, logging or query builder. Started as a child process by directory.ts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { ListedExpertRow } from '../src/modules/catalogue/expert-view.js';

pg.types.setTypeParser(20, Number);
pg.types.setTypeParser(1700, (value: string) => value);

const pool = new pg.Pool({
  connectionString: process.env.BENCH_URL,
  max: Number(process.env.BENCH_POOL_MAX),
});

function toJson(row: ListedExpertRow) {
  return {
    id: row.id,
    userId: row.user_id,
    user: {
      firstName: row.first_name,
      lastName: row.last_name,
      profileImageUrl: row.profile_image_url,
    },
    title: row.title,
    bio: row.bio,
    experience: row.experience,
    qualifications: row.qualifications,
    location: row.location,
    languages: row.languages.length > 0 ? row.languages : ['English'],
    serviceCountries: row.service_countries,
    consultationMethods: row.consultation_methods,
    currency: row.currency,
    hourlyRate: { amount: row.hourly_rate_amount, currency: row.currency },
    responseTime: row.response_time,
    timeZone: row.time_zone,
    isVerified: true,
    averageRating: Number(row.average_rating),
    totalReviews: row.total_reviews,
    categoryId: row.category_id,
    category: { id: row.category_id, name: row.category_name },
    createdAt: row.created_at.toISOString(),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

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
  const filter = where.join(' AND ');
  const [page, count] = await Promise.all([
    pool.query<ListedExpertRow>(
      `SELECT e.id, e.user_id, e.category_id, e.title, e.bio, e.experience, e.qualifications,
              e.hourly_rate_amount, e.currency, e.location, e.languages, e.service_countries,
              e.consultation_methods, e.time_zone, e.response_time, e.average_rating, e.total_reviews,
              e.created_at, u.first_name, u.last_name, u.profile_image_url, c.name AS category_name
         FROM experts e
         JOIN users u ON u.id = e.user_id
         JOIN categories c ON c.id = e.category_id
        WHERE ${filter}
        ORDER BY e.average_rating DESC, e.total_reviews DESC, e.id
        LIMIT 20 OFFSET 0`,
      values,
    ),
    pool.query<{ total: number }>(
      `SELECT count(*) AS total FROM experts e WHERE ${filter}`,
      values,
    ),
  ]);
  return {
    items: page.rows.map(toJson),
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

server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on('message', (message: { type?: string }) => {
  if (message.type === 'usage') {
    const usage = process.resourceUsage();
    process.send?.({ maxRssKb: usage.maxRSS, cpuMicros: usage.userCPUTime + usage.systemCPUTime });
  }
  if (message.type === 'exit') process.exit(0);
});
