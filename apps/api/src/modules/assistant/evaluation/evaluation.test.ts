import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { AccountCaller } from '../../accounts/account-context';
import { EVALUATION, evaluateAssistant } from './evaluate';
import { evaluationCaller } from './evaluation-company';

/**
 * The offline assistant over the evaluation set (questions.json, English and German) on the demo
 * company: no wrong answer, and at least 80 % correct of the questions it is meant to cover.
 * `npm run bench assistant` prints the same figures.
 */
describe('assistant evaluation set', () => {
  let t: TestApp;
  let caller: AccountCaller;

  beforeAll(async () => {
    // No workers: the evaluation company is seeded as of a fixed day, and no queued job (a sync,
    // a rating, an auto-bid) may change it behind the evaluation's back.
    t = await createTestApp({ listen: true, runWorkers: false });
    caller = await evaluationCaller(t);
  }, 180_000);
  afterAll(() => t.close());

  it('answers no question wrongly and at least 80 % of those it covers correctly', async () => {
    const { results, summary } = await evaluateAssistant(t.container, caller, 'EUR');
    const wrong = results.filter((result) => result.verdict === 'wrong');
    expect(EVALUATION.questions.length).toBeGreaterThanOrEqual(100);
    expect(
      wrong.map((result) => `${result.question.question} → ${result.answer.outcome}: ${result.answer.text}`),
    ).toEqual([]);
    expect(summary.correctOfCovered).toBeGreaterThanOrEqual(0.8);
  }, 300_000);
});
