import { describe, expect, it } from 'vitest';
import {
  CATEGORY_NODES,
  categoryNode,
  isLevel3Id,
  LEVEL3_IDS,
  level1Of,
  level2Of,
  TAXONOMY,
} from './taxonomy';

describe('taxonomy', () => {
  it('has a small fixed level 1', () => {
    expect(TAXONOMY.map((node) => node.id)).toEqual([
      'revenue',
      'payroll',
      'operating_costs',
      'financing',
      'taxes',
      'transfers',
      'other',
    ]);
  });

  it('labels every node in English and German', () => {
    for (const node of CATEGORY_NODES) {
      for (const label of [node.labels.en, node.labels.de]) {
        expect(label.trim(), node.id).toBe(label);
        expect(label.length, node.id).toBeGreaterThan(1);
      }
    }
    expect(categoryNode('revenue')?.labels.de).toBe('Umsatzerlöse');
    expect(categoryNode('payroll')?.labels.de).toBe('Personalkosten');
    expect(categoryNode('taxes.vat')?.labels).toEqual({ en: 'VAT', de: 'Umsatzsteuer' });
  });

  it('gives every node a unique id under a parent one level up, and every group children', () => {
    expect(new Set(CATEGORY_NODES.map((node) => node.id)).size).toBe(CATEGORY_NODES.length);
    for (const node of CATEGORY_NODES) {
      if (node.level === 1) {
        expect(node.parent).toBeNull();
        continue;
      }
      const parent = categoryNode(node.parent!);
      expect(parent?.level, node.id).toBe(node.level - 1);
      expect(node.id.startsWith(`${node.parent}.`), node.id).toBe(true);
      expect(node.id.split('.')).toHaveLength(node.level);
    }
    for (const group of CATEGORY_NODES.filter((node) => node.level < 3)) {
      expect(
        CATEGORY_NODES.some((node) => node.parent === group.id),
        group.id,
      ).toBe(true);
    }
  });

  it('keeps sibling labels apart, so that a list of one group never shows a label twice', () => {
    const parents = new Set(CATEGORY_NODES.map((node) => node.parent));
    for (const parent of parents) {
      const nodes = CATEGORY_NODES.filter((node) => node.parent === parent);
      for (const language of ['en', 'de'] as const) {
        const labels = nodes.map((node) => node.labels[language]);
        expect(new Set(labels).size, `${parent} ${language}`).toBe(labels.length);
      }
    }
  });

  it('finds the level-1 and level-2 ancestors of a level-3 category', () => {
    expect(level2Of('operating_costs.software.cloud_hosting')).toBe('operating_costs.software');
    expect(level1Of('operating_costs.software.cloud_hosting')).toBe('operating_costs');
    for (const id of LEVEL3_IDS) {
      expect(categoryNode(id)?.parent).toBe(level2Of(id));
      expect(categoryNode(level2Of(id))?.parent).toBe(level1Of(id));
    }
  });

  it('tells level-3 ids from other ids and unknown ones', () => {
    expect(isLevel3Id('taxes.vat.payments')).toBe(true);
    expect(isLevel3Id('taxes.vat')).toBe(false);
    expect(isLevel3Id('taxes.vat.unknown')).toBe(false);
    expect(categoryNode('no.such.node')).toBeUndefined();
  });
});
