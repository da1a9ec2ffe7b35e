/**
 * `npm run bench -- assistant`: the offline assistant over the evaluation set (questions.json, 100+
 * questions in English and German) on the demo company. Prints the share of correct answers (of
 * all, and of the questions it is meant to cover, against the 80 % target), of honest refusals
 * and of wrong answers (target: none), and the time per answer. Prints, never fails on time.
 */
import { createTestApp } from '../../../test/test-app';
import { evaluateAssistant } from './evaluate';
import { evaluationCaller } from './evaluation-company';

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

async function main(): Promise<void> {
  const t = await createTestApp({ runWorkers: false, listen: true });
  try {
    const caller = await evaluationCaller(t);
    const started = performance.now();
    const { results, summary } = await evaluateAssistant(t.container, caller, 'EUR');
    const perAnswerMs = (performance.now() - started) / results.length;
    const byLanguage = (language: string) =>
      results.filter((result) => result.question.language === language);
    console.log(
      `assistant (offline engine): ${summary.questions} questions (${byLanguage('en').length} English, ${byLanguage('de').length} German) on the demo company`,
    );
    console.log(
      `correct ${percent(summary.correct)}, honest refusals ${percent(summary.refusal)}, wrong ${percent(summary.wrong)}`,
    );
    console.log(`correct of the questions it covers: ${percent(summary.correctOfCovered)} (target 80 %)`);
    console.log(
      `correct/target ratio: ${(summary.correctOfCovered / 0.8).toFixed(2)}; wrong answers: ${results.filter((r) => r.verdict === 'wrong').length} (target 0)`,
    );
    console.log(`time per answer (with the judging reads): ${perAnswerMs.toFixed(0)} ms`);
    for (const result of results.filter((r) => r.verdict !== 'correct'))
      console.log(
        `  ${result.verdict}: [${result.question.language}] ${result.question.question} → ${result.answer.outcome}`,
      );
  } finally {
    await t.close();
  }
}

await main();
