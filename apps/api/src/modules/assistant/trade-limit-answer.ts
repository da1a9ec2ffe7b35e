import type { Figure } from '@tranche/contracts/assistant';
import type { AssistantContext } from './assistant-context';
import { type AnswerKey, say } from './assistant-text';
import { type LimitDriver, tradeLimitChangeTool } from './trade-limit-tool';

/** The sentence of a driver by its component and the way it moved the limit. */
const DRIVER_KEYS: Record<LimitDriver['component'], { lowers: AnswerKey; raises: AnswerKey }> = {
  face: { lowers: 'limitFaceDown', raises: 'limitFaceUp' },
  percent: { lowers: 'limitPercentDown', raises: 'limitPercentUp' },
  committed: { lowers: 'limitCommittedUp', raises: 'limitCommittedDown' },
};

/**
 * "Why is my trade limit lower than last month?": the limit a month ago against today's, and —
 * when it or what remains of it is lower — the inputs that moved it, the one that lowered it most
 * first, each with the amount it accounts for; the tradable MRR on both days (Observe) last. When
 * nothing is lower, it says so with the two numbers.
 */
export async function limitWhyAnswer(
  context: AssistantContext,
): Promise<{ text: string; figures: Figure[] }> {
  const { language } = context;
  const change = await tradeLimitChangeTool(context);
  const { before, now } = change;
  const text: string[] = [];
  const figures: Figure[] = [now.limit, before.limit];
  const remaining = {
    remainingBefore: before.remaining.display,
    remainingNow: now.remaining.display,
  };
  const lower = change.limitLower || change.remainingLower;
  if (change.limitLower) {
    text.push(say(language, 'limitWhyDown', { before: before.limit.display, now: now.limit.display }));
    // What is committed moved too: what remains did not follow the limit alone.
    if (change.drivers.some((driver) => driver.component === 'committed')) {
      text.push(
        say(language, 'limitWhyRemaining', {
          before: remaining.remainingBefore,
          now: remaining.remainingNow,
        }),
      );
      figures.push(now.remaining, before.remaining);
    }
  } else {
    text.push(
      say(language, change.remainingLower ? 'limitWhyRemainingDown' : 'limitWhyNotLower', {
        before: before.limit.display,
        now: now.limit.display,
        ...remaining,
      }),
    );
    figures.push(now.remaining, before.remaining);
  }
  if (lower) {
    let lowering = 0;
    for (const driver of change.drivers) {
      const lowers = driver.effectMinor < 0;
      const lead = lowers ? (lowering++ === 0 ? 'limitLeadMain' : 'limitLeadMore') : 'limitLeadAgainst';
      const sentence = say(language, DRIVER_KEYS[driver.component][lowers ? 'lowers' : 'raises'], {
        before: driver.before.display,
        now: driver.now.display,
        effect: driver.effect.display,
      });
      text.push(`${say(language, lead)} ${sentence}`);
      figures.push(driver.before, driver.now, driver.effect);
    }
    // Putting subscriptions into assets lowers both: say why the face value fell with it.
    const moved = (component: LimitDriver['component']) =>
      change.drivers.find((driver) => driver.component === component)?.effectMinor ?? 0;
    if (moved('committed') < 0 && moved('face') < 0) text.push(say(language, 'limitIntoAssets'));
  }
  if (!change.percentOnRecord) {
    text.push(say(language, 'limitPercentUnrecorded', { percent: now.percent.display }));
    figures.push(now.percent);
  }
  text.push(
    say(language, 'limitMrr', { before: change.tradableBefore.display, now: change.tradableNow.display }),
  );
  figures.push(change.tradableBefore, change.tradableNow);
  return { text: text.join(' '), figures };
}
