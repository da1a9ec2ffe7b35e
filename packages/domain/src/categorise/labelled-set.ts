import type { CategorisableTransaction } from './bank-transaction';
import { type Categorisation, categorise } from './categoriser';
import { isLevel3Id, type Level3Id, level1Of, level2Of } from './taxonomy';

/**
 * An entry of the evaluation set `labelled-transactions.json`: a transaction as a bank statement
 * shows it, the level-3 category a person gave it, and the language of its wording.
 */
export interface LabelledTransaction extends CategorisableTransaction {
  level3: string;
  language: string;
}

/** Share of entries categorised right at each level (0–1), over `count` entries. */
export interface Accuracy {
  count: number;
  level1: number;
  level2: number;
  level3: number;
}

interface Result {
  entry: LabelledTransaction;
  label: Level3Id;
  got: Categorisation;
}

/** The categoriser's accuracy over a labelled set, overall and per language of the wording. */
export interface LabelledSetScore {
  all: Accuracy;
  byLanguage: Readonly<Record<string, Accuracy>>;
  /** Entries whose level-1 category was wrong, with what the categoriser said. */
  level1Misses: Result[];
}

function accuracy(results: readonly Result[]): Accuracy {
  const share = (right: (result: Result) => boolean) =>
    results.length === 0 ? 0 : results.filter(right).length / results.length;
  return {
    count: results.length,
    level1: share(({ label, got }) => level1Of(label) === got.level1),
    level2: share(({ label, got }) => level2Of(label) === got.level2),
    level3: share(({ label, got }) => label === got.level3),
  };
}

/** Categorises every entry (with no company rules) and scores the result against its label. */
export function scoreLabelledSet(entries: readonly LabelledTransaction[]): LabelledSetScore {
  const results = entries.map((entry): Result => {
    const label = entry.level3;
    if (!isLevel3Id(label)) throw new Error(`Unknown category in the labelled set: ${label}`);
    return { entry, label, got: categorise(entry) };
  });
  const languages = [...new Set(entries.map((entry) => entry.language))].sort();
  return {
    all: accuracy(results),
    byLanguage: Object.fromEntries(
      languages.map((language) => [
        language,
        accuracy(results.filter(({ entry }) => entry.language === language)),
      ]),
    ),
    level1Misses: results.filter(({ label, got }) => level1Of(label) !== got.level1),
  };
}
