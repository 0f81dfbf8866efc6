import { describe, expect, it } from 'vitest';
import { watchFor, type Announcements } from './wait.js';

/** A feed the test announces on by hand. */
function handFeed<Event>() {
  const subscribers = new Set<(event: Event) => void>();
  const feed: Announcements<Event> = {
    subscribe(onEvent) {
      subscribers.add(onEvent);
      return () => void subscribers.delete(onEvent);
    },
  };
  return {
    feed,
    announce: (event: Event) => subscribers.forEach((onEvent) => onEvent(event)),
    count: () => subscribers.size,
  };
}

const DAY = 86_400_000;

describe('watchFor', () => {
  it('wakes on the announcement without looking for itself', async () => {
    const { feed, announce } = handFeed<string>();
    const watch = watchFor(feed, (event) => event === 'recorded');
    let checks = 0;
    // A day's fallback and bound: only the announcement can end this wait within the test's time.
    const waiting = watch.until(async () => (checks++, false), DAY, DAY);
    announce('something else');
    announce('recorded');
    await expect(waiting).resolves.toBe(true);
    expect(checks).toBe(0);
    watch.stop();
  });

  it('counts an announcement made before the wait began (while the caller was reading)', async () => {
    const { feed, announce } = handFeed<string>();
    const watch = watchFor(feed, (event) => event === 'recorded');
    announce('recorded');
    await expect(watch.until(async () => false, DAY, DAY)).resolves.toBe(true);
    watch.stop();
  });

  it('looks for itself when no announcement comes (one was missed)', async () => {
    const { feed } = handFeed<string>();
    const watch = watchFor(feed, () => true);
    let checks = 0;
    await expect(watch.until(async () => ++checks === 3, DAY, 5)).resolves.toBe(true);
    expect(checks).toBe(3);
    watch.stop();
  });

  it('gives up after the bound when nothing comes, and polls without a feed', async () => {
    const watch = watchFor<string>(undefined, () => true);
    let checks = 0;
    await expect(watch.until(async () => (checks++, false), 30, 5)).resolves.toBe(false);
    expect(checks).toBeGreaterThan(0);
    watch.stop();
  });

  it('stops following the feed', () => {
    const { feed, count } = handFeed<string>();
    const watch = watchFor(feed, () => true);
    expect(count()).toBe(1);
    watch.stop();
    expect(count()).toBe(0);
  });
});
