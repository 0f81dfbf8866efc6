// Replays the recorded histories (test/histories, written by `npm run record-histories`) against the
// current workflow code: a change that would break a running consultation fails here. Such a change
// must go behind patched(); never re-record an existing fixture to make this pass.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DeterminismViolationError } from '@temporalio/workflow';
import { Worker } from '@temporalio/worker';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { installQuietRuntime } from './support/harness.js';
import { SCENARIOS } from './support/scenarios.js';

const historiesDir = fileURLToPath(new URL('./histories/', import.meta.url));
const fixtures = readdirSync(historiesDir).filter((file) => file.endsWith('.json'));

interface HistoryJson {
  events: {
    eventType: string;
    activityTaskScheduledEventAttributes?: { activityType: { name: string } };
  }[];
}

function load(file: string): HistoryJson {
  return JSON.parse(readFileSync(`${historiesDir}${file}`, 'utf8')) as HistoryJson;
}

function replay(history: unknown): Promise<void> {
  const { bundlePath } = inject('temporal');
  return Worker.runReplayHistory({ workflowBundle: { codePath: bundlePath } }, history);
}

beforeAll(() => installQuietRuntime());

describe('replaying recorded consultations', () => {
  it('has a fixture for every scenario', () => {
    expect(fixtures.sort()).toEqual(SCENARIOS.map((s) => `${s.name}.json`).sort());
  });

  it.each(fixtures)('replays %s with the current workflow code', async (file) => {
    await expect(replay(load(file))).resolves.toBeUndefined();
  });

  it('exercises every activity across the fixtures, so every phase is guarded', () => {
    const scheduled = new Set(
      fixtures.flatMap((file) =>
        load(file).events.flatMap(
          (e) => e.activityTaskScheduledEventAttributes?.activityType.name ?? [],
        ),
      ),
    );
    expect([...scheduled].sort()).toEqual([
      'cancelConsultation',
      'checkPayoutAccount',
      'completeConsultation',
      'confirmConsultation',
      'markPaid',
      'notify',
      'payoutExpert',
      'recordDispute',
      'recordRescheduleProposal',
      'refundPayment',
      'rescheduleConsultation',
      'resolveDispute',
      'sendCompletionReminder',
      'startConsultation',
    ]);
  });

  it('fails on a history the code would not produce', async () => {
    const history = load('completed-and-paid-out.json');
    const paid = history.events.find(
      (e) => e.activityTaskScheduledEventAttributes?.activityType.name === 'markPaid',
    );
    paid!.activityTaskScheduledEventAttributes!.activityType.name = 'chargeCard';
    await expect(replay(history)).rejects.toBeInstanceOf(DeterminismViolationError);
  });
});
