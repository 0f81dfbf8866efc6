import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consultation, consultationStore } from '../mocks/dashboard.js';
import { renderHookWithKit } from '../test/renderWithKit.js';
import { useConsultationsInRange } from './consultationRange.js';

const range = { from: '2026-12-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' };

describe('useConsultationsInRange', () => {
  it('gathers every page of the range, earliest first, from the side asked for', async () => {
    const store = consultationStore(() =>
      Array.from({ length: 130 }, (_, i) =>
        consultation({
          id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          scheduledAt: new Date(Date.parse(range.from) + (130 - i) * 3_600_000).toISOString(),
        }),
      ),
    );
    const { result } = renderHookWithKit(
      () => useConsultationsInRange('expert', range),
      store.handlers,
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toHaveLength(130);
    const starts = result.current.data!.map((c) => c.scheduledAt);
    expect(starts).toEqual([...starts].sort());
    expect(store.requests.map((r) => [r.path, r.query.page, r.query.pageSize])).toEqual([
      ['/api/consultations/expert', '1', '100'],
      ['/api/consultations/expert', '2', '100'],
    ]);
  });

  it('asks for nothing until the side is known', async () => {
    const store = consultationStore();
    const { result } = renderHookWithKit(
      () => useConsultationsInRange(undefined, range),
      store.handlers,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.isPending).toBe(true);
    expect(store.requests).toEqual([]);
  });
});
