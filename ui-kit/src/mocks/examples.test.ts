// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractExamples } from '../../scripts/contract-examples.js';
import { exampleResponse } from './examples.js';
import examples from './examples.json';

const contract = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));

describe('contract examples', () => {
  it('are what the contract says today (run npm run examples -w @expertbridge/ui-kit on a diff)', () => {
    expect(extractExamples(readFileSync(contract, 'utf8'))).toEqual(examples);
  });

  it('follow $refs to named examples, YAML anchors and merge keys', () => {
    expect(exampleResponse('listExperts', 200).items[0]?.title).toBe(
      exampleResponse('getExpert', 200).title,
    );
    const [overdue] = exampleResponse('getPendingConfirmations', 200).pendingConsultations;
    expect(overdue).toMatchObject({ title: exampleResponse('getConsultation', 200).title });
    expect(overdue).not.toHaveProperty('<<');
    expect(exampleResponse('getMyExpertProfileAlt', 404)).toEqual({
      error: { code: 'expert_profile_not_found', message: 'You do not have an expert profile yet' },
    });
  });
});
