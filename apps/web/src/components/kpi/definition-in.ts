import type { KpiDefinition } from '@tranche/domain';

/** A KPI's definition in the reader's language: German for `de…`, English otherwise (spec §9 fallback). */
export function definitionIn(definition: Pick<KpiDefinition, 'en' | 'de'>, language: string): string {
  return language.toLowerCase().startsWith('de') ? definition.de : definition.en;
}
