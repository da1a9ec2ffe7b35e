import type { AssistantLanguage } from '@tranche/contracts/assistant';
import { fillTemplate } from '../../lib/fill-template';
import de from '../../locales/de/assistant.json' with { type: 'json' };
import en from '../../locales/en/assistant.json' with { type: 'json' };

/** The assistant's words in English and German (locales/{en,de}/assistant.json, the same keys). */
const texts: Record<AssistantLanguage, typeof en> = { en, de };

export type AnswerKey = keyof (typeof en)['answer'];
export type KpiLabelKey = keyof (typeof en)['kpi'];
export type FactorKey = keyof (typeof en)['factor'];
export type MetricKey = keyof (typeof en)['forecastMetric'];

export const say = (
  language: AssistantLanguage,
  key: AnswerKey,
  params: Record<string, string | number> = {},
) => fillTemplate(texts[language].answer[key], params);

export const kpiLabel = (language: AssistantLanguage, kpi: KpiLabelKey) => texts[language].kpi[kpi];
export const factorLabel = (language: AssistantLanguage, factor: FactorKey) => texts[language].factor[factor];
export const metricLabel = (language: AssistantLanguage, metric: MetricKey) =>
  texts[language].forecastMetric[metric];
export const monthsText = (language: AssistantLanguage, value: string) =>
  fillTemplate(texts[language].unit.months, { value });
export const percentSuffix = (language: AssistantLanguage) => texts[language].unit.percentSuffix;
export const reasonText = (language: AssistantLanguage, reason: string) =>
  (texts[language].reason as Record<string, string>)[reason] ?? reason;

/** Answers with a singular text for one (`unpaidOne` …) beside the plural one. */
type CountedKey = 'unpaid' | 'expiring' | 'notifications' | 'market';

/** The answer for `count` things: its singular text for exactly one, its plural text otherwise. */
export const sayCounted = (
  language: AssistantLanguage,
  key: CountedKey,
  count: number,
  params: Record<string, string | number> = {},
) => say(language, count === 1 ? `${key}One` : key, params);
