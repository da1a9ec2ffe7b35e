import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickForTarget, type TargetCandidate } from './target-selection';
import { type AssetCandidate, checkAssetSelection, tradeLimit } from './trade-limit';

const now = new Date('2026-01-10T12:00:00Z');
const ok = (id: string, faceMinor: number): AssetCandidate => ({
  id,
  status: 'AVAILABLE',
  tradingStatus: 'AVAILABLE',
  endDate: null,
  faceMinor,
});

describe('trade limit', () => {
  it('is allowedTradePercent of the tradable face value less what is committed', () => {
    expect(
      tradeLimit({ allowedTradePercent: 50, tradableFaceMinor: 1_000_001, committedFaceMinor: 100_000 }),
    ).toEqual({
      limitMinor: 500_001,
      committedMinor: 100_000,
      remainingMinor: 400_001,
    });
    // spec §6: 3750 means 37.5 %
    expect(
      tradeLimit({ allowedTradePercent: 3750, tradableFaceMinor: 10_000, committedFaceMinor: 0 }).limitMinor,
    ).toBe(3_750);
    expect(
      tradeLimit({ allowedTradePercent: 10, tradableFaceMinor: 10_000, committedFaceMinor: 5_000 })
        .remainingMinor,
    ).toBe(0);
  });

  it('refuses with the spec’s three reasons, all at once', () => {
    const result = checkAssetSelection(
      [
        ok('a', 600),
        { ...ok('b', 10), tradingStatus: 'SOLD' },
        { ...ok('c', 10), endDate: '2026-06-30' },
        ok('d', 500),
        ok('e', 400),
      ],
      12,
      now,
      1_000,
    );
    expect(result).toEqual({
      ok: false,
      refusals: [
        {
          subscriptionId: 'b',
          reason: 'NOT_ALLOWED',
          message: 'This subscription is not allowed to be traded!',
        },
        {
          subscriptionId: 'c',
          reason: 'ENDS_BEFORE_CONTRACT',
          message: 'This subscription ends before contract ends.',
        },
        {
          subscriptionId: 'd',
          reason: 'OVER_TRADE_LIMIT',
          message: 'This subscription is over your current trade limit!',
        },
      ],
    });
    expect(checkAssetSelection([ok('a', 600), ok('e', 400)], 12, now, 1_000)).toEqual({
      ok: true,
      totalFaceMinor: 1_000,
    });
    expect(checkAssetSelection([ok('a', 6), ok('a', 6)], 12, now, 1_000).ok).toBe(false);
  });
});

describe('pickForTarget', () => {
  const c = (id: string, priceMinor: number, faceMinor = priceMinor + 100): TargetCandidate => ({
    id,
    priceMinor,
    faceMinor,
  });

  it('fills under the target, closes the gap with the smallest fitting one, drops what is not needed', () => {
    const list = [c('a', 500), c('b', 400), c('c', 300), c('d', 250), c('e', 90)];
    // step 1 takes a (500) and e (90) under 700; step 2: smallest closing one is d (250) → 840
    const pick = pickForTarget(list, 700, Number.MAX_SAFE_INTEGER);
    expect(pick.picked.map((p) => p.id)).toEqual(['a', 'd']);
    expect(pick).toMatchObject({ priceMinor: 750, reached: true });
    expect(pickForTarget(list, 0, 1_000).picked).toEqual([]);
    expect(pickForTarget(list, 10_000, Number.MAX_SAFE_INTEGER)).toMatchObject({
      priceMinor: 1_540,
      reached: false,
    });
    expect(pickForTarget(list, 700, 700)).toMatchObject({ reached: false });
  });

  const candidates = fc
    .uniqueArray(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 4 }),
        priceMinor: fc.integer({ min: 1, max: 50_000 }),
        extra: fc.integer({ min: 0, max: 5_000 }),
      }),
      { selector: (x) => x.id, maxLength: 25 },
    )
    .map((xs) => xs.map(({ id, priceMinor, extra }) => c(id, priceMinor, priceMinor + extra)));

  it('stays within the limit, reaches a reachable target, needs every pick, and ignores input order', () => {
    fc.assert(
      fc.property(
        candidates,
        fc.integer({ min: 1, max: 300_000 }),
        fc.integer({ min: 0, max: 400_000 }),
        (list, target, limit) => {
          const pick = pickForTarget(list, target, limit);
          expect(pick.faceMinor).toBeLessThanOrEqual(limit);
          expect(pick.priceMinor).toBe(pick.picked.reduce((s, p) => s + p.priceMinor, 0));
          if (pick.reached) {
            for (const p of pick.picked) expect(pick.priceMinor - p.priceMinor).toBeLessThan(target);
          }
          const total = list.reduce((s, p) => s + p.priceMinor, 0);
          if (total >= target)
            expect(pickForTarget(list, target, Number.MAX_SAFE_INTEGER).reached).toBe(true);
          expect(pickForTarget([...list].reverse(), target, limit)).toEqual(pick);
        },
      ),
    );
  });
});
