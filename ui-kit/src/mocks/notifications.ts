import type { Notification } from '@expertbridge/sdk';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { confirmedConsultation } from './fixtures.js';

// An in-memory notifications API for stories and tests: pages, the unread count, and marking read.

const MINUTE = 60_000;
const TEXTS: [Notification['kind'], string, string][] = [
  [
    'payment_received',
    'Payment received',
    'Charlotte Ngata paid NZ$180.00 for “GST registration”.',
  ],
  ['consultation_accepted', 'Booking accepted', 'Ethan Walker accepted your consultation.'],
  [
    'joining_instructions',
    'Your consultation is tomorrow',
    'Join from the consultation page at 10:00 am.',
  ],
  ['payout_sent', 'Payout sent', 'NZ$153.00 is on its way to your account.'],
];

/** `count` notifications, newest first, the first `unread` of them unread. */
export function notificationList(count: number, unread: number): Notification[] {
  return Array.from({ length: count }, (_, index) => {
    const [kind, title, body] = TEXTS[index % TEXTS.length]!;
    const createdAt = new Date(Date.now() - (index * 37 + 3) * MINUTE).toISOString();
    return {
      id: `6f0e1d2c-3b4a-4596-8877-${String(index + 1).padStart(12, '0')}`,
      kind,
      title,
      body,
      consultationId: kind === 'payout_sent' ? null : confirmedConsultation.id,
      createdAt,
      readAt: index < unread ? null : createdAt,
    };
  });
}

/** Handlers over one list that marking read changes, as the API does. */
export function notificationsApi(list: Notification[]): HttpHandler[] {
  let items = list.map((item) => ({ ...item }));
  const read = (item: Notification) => ({
    ...item,
    readAt: item.readAt ?? new Date().toISOString(),
  });
  return [
    http.get('*/api/notifications', ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
      return HttpResponse.json({
        items: items.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: items.length,
        unread: items.filter((item) => item.readAt === null).length,
      });
    }),
    http.post('*/api/notifications/read-all', () => {
      items = items.map(read);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/notifications/:id/read', ({ params }) => {
      items = items.map((item) => (item.id === params.id ? read(item) : item));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
