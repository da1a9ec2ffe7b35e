import { OWN_ACCOUNT_TRANSFERS } from '@tranche/contracts/discover';
import { CATEGORY_NODES, type CategoryNode, categoryNode, type Level1Id, TAXONOMY } from '@tranche/domain';

type Language = 'en' | 'de';

const languageOf = (language: string): Language => (language.startsWith('de') ? 'de' : 'en');

/** The colour of each level-1 category: its badges and its rows carry it wherever it is shown. */
export const LEVEL1_COLORS: Record<Level1Id, string> = {
  revenue: 'teal',
  payroll: 'grape',
  operating_costs: 'orange',
  financing: 'blue',
  taxes: 'red',
  transfers: 'gray',
  other: 'yellow',
};

/** The level-1 category of an id of any level. */
export function level1IdOf(id: string): Level1Id | null {
  const first = id.split('.')[0] ?? '';
  return TAXONOMY.some((node) => node.id === first) ? (first as Level1Id) : null;
}

export function level1ColorOf(id: string): string {
  const level1 = level1IdOf(id);
  return level1 ? LEVEL1_COLORS[level1] : 'gray';
}

/** A category's own label in the reader's language; an id the taxonomy does not know stays as it is. */
export function categoryLabel(id: string, language: string): string {
  return categoryNode(id)?.labels[languageOf(language)] ?? id;
}

/** The labels from level 1 down to the category: "Revenue › Refunds › Refunds to customers". */
export function categoryPath(id: string, language: string): string {
  const names: string[] = [];
  for (let node = categoryNode(id); node; node = node.parent ? categoryNode(node.parent) : undefined)
    names.unshift(node.labels[languageOf(language)]);
  return names.length > 0 ? names.join(' › ') : id;
}

/** Transfers between the company's own accounts: neither income nor cost, shown apart. */
export function isOwnTransfer(id: string): boolean {
  return id === OWN_ACCOUNT_TRANSFERS || id.startsWith(`${OWN_ACCOUNT_TRANSFERS}.`);
}

export interface OptionGroup {
  group: string;
  items: { value: string; label: string }[];
}

const childrenOf = (parent: CategoryNode) => CATEGORY_NODES.filter((node) => node.parent === parent.id);

/** The level-3 categories a transaction can be given, grouped by their level 1 › level 2. */
export function level3Options(language: string): OptionGroup[] {
  const lang = languageOf(language);
  return CATEGORY_NODES.filter((node) => node.level === 2).map((level2) => ({
    group: `${categoryNode(level2.parent ?? '')?.labels[lang] ?? ''} › ${level2.labels[lang]}`,
    items: childrenOf(level2).map((node) => ({ value: node.id, label: node.labels[lang] })),
  }));
}

/** Every category of every level, grouped by level 1, for filtering (a parent includes its children). */
export function filterOptions(language: string): OptionGroup[] {
  const lang = languageOf(language);
  return CATEGORY_NODES.filter((node) => node.level === 1).map((level1) => ({
    group: level1.labels[lang],
    items: CATEGORY_NODES.filter((node) => node.id === level1.id || node.id.startsWith(`${level1.id}.`)).map(
      (node) => ({ value: node.id, label: categoryPath(node.id, language) }),
    ),
  }));
}
