import { act, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/errors.js';
import { expertPage, experts } from '../mocks/fixtures.js';
import { pending, respond } from '../mocks/handlers.js';
import { renderHookWithKit } from '../test/renderWithKit.js';
import { useApproveApplication } from './admin.js';
import { useExpert, useExperts } from './catalogue.js';
import { useFavoriteIds, useFavorites, useSetFavorite } from './favorites.js';
import { useMyExpertProfile, useMyExpertProfileAlt } from './onboarding.js';

const paths = (requests: Request[]) =>
  requests.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`);

describe('data hooks', () => {
  it('send every directory filter, category 2 included, and key the cache by method, path and params', async () => {
    const { result, requests } = renderHookWithKit(() => ({
      experts: useExperts({ categoryId: 2, searchTerm: 'tax', minRate: 10000 }),
      cache: useQueryClient().getQueryCache(),
    }));
    await waitFor(() => expect(result.current.experts.isSuccess).toBe(true));
    expect(paths(requests)).toEqual(['GET /api/experts?categoryId=2&searchTerm=tax&minRate=10000']);
    expect(result.current.cache.getAll().map((q) => q.queryKey)).toContainEqual([
      'get',
      '/api/experts',
      { categoryId: 2, searchTerm: 'tax', minRate: 10000 },
    ]);
  });

  it('ask for an expert only once there is an id', async () => {
    const { requests } = renderHookWithKit(() => useExpert(undefined));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toEqual([]);
  });

  it("turn an error answer into ApiRequestError with the spec's message", async () => {
    // A user without an expert profile: the contract's 404 example.
    const missing = renderHookWithKit(
      () => useMyExpertProfileAlt(),
      [respond('getMyExpertProfileAlt', 404)],
    );
    await waitFor(() => expect(missing.result.current.isError).toBe(true));
    const error = missing.result.current.error as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(404);
    expect(error.message).toBe('404: You do not have an expert profile yet');
    expect(error.code).toBe('expert_profile_not_found');
  });

  it('read a null profile as "no profile"', async () => {
    const { result } = renderHookWithKit(
      () => useMyExpertProfile(),
      [respond('getMyExpertProfile', 200, null)],
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it('show a new favourite in every favourites panel at once, then fetch them again', async () => {
    const [olivia, ethan] = [experts[1]!, experts[0]!];
    const { result, requests } = renderHookWithKit(
      () => ({
        home: useFavorites({ pageSize: 5 }),
        dashboard: useFavorites(),
        ids: useFavoriteIds(),
        set: useSetFavorite(),
      }),
      [
        respond('listMyFavorites', 200, expertPage([ethan])),
        respond('listMyFavoriteIds', 200, { expertIds: [ethan.id] }),
        pending('addFavorite'),
      ],
    );
    await waitFor(() => expect(result.current.ids.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.home.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.dashboard.isSuccess).toBe(true));
    act(() => result.current.set.mutate({ expert: olivia, favorite: true }));
    await waitFor(() => expect(result.current.ids.data?.has(olivia.id)).toBe(true));
    for (const panel of [result.current.home, result.current.dashboard]) {
      expect(panel.data?.items.map((expert) => expert.id)).toEqual([olivia.id, ethan.id]);
      expect(panel.data?.total).toBe(2);
    }
    expect(paths(requests)).toContain(`PUT /api/me/favorites/${olivia.id}`);
  });

  it('take a refused change back out of every panel', async () => {
    const ethan = experts[0]!;
    const { result } = renderHookWithKit(
      () => ({ list: useFavorites(), ids: useFavoriteIds(), set: useSetFavorite() }),
      [
        respond('listMyFavorites', 200, expertPage([ethan])),
        respond('listMyFavoriteIds', 200, { expertIds: [ethan.id] }),
        respond('removeFavorite', 500, null),
      ],
    );
    await waitFor(() => expect(result.current.ids.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() =>
      result.current.set.mutateAsync({ expert: ethan, favorite: false }).catch(() => undefined),
    );
    expect(result.current.set.isError).toBe(true);
    expect(result.current.ids.data?.has(ethan.id)).toBe(true);
    expect(result.current.list.data?.items.map((expert) => expert.id)).toEqual([ethan.id]);
    expect(result.current.list.data?.total).toBe(1);
  });

  it('approve with the checks sent in the body', async () => {
    const { result, requests } = renderHookWithKit(() => useApproveApplication());
    const checks = [{ item: 'photo_id' as const, outcome: 'verified' as const }];
    await act(() => result.current.mutateAsync({ id: 'a1', checks }));
    const approve = requests.find((r) => r.method === 'POST');
    expect(new URL(approve!.url).pathname).toBe('/api/admin/applications/a1/approve');
    expect(await approve!.json()).toEqual({ checks });
  });
});
