import type { AssistantLanguage } from '@tranche/contracts/assistant';
import { fillTemplate } from '../../../lib/fill-template';
import de from '../../../locales/de/assistant-model.json' with { type: 'json' };
import en from '../../../locales/en/assistant-model.json' with { type: 'json' };
import type { AssistantContext } from '../assistant-context';

/** The language model's own words in English and German (locales/{en,de}/assistant-model.json). */
const texts: Record<AssistantLanguage, typeof en> = { en, de };

/** Said instead of any answer once the model tried to reach another company's data. */
export const refusalText = (language: AssistantLanguage) => texts[language].refused;

/**
 * The instructions in the answer's language: only the tools' figures, cited as given; only the
 * caller's own company; where to look when no tool answers.
 */
export function systemPrompt(context: AssistantContext): string {
  const { system } = texts[context.language];
  const name = context.caller.account.companyName ?? '';
  const who = fillTemplate(context.caller.account.kind === 'INVESTOR' ? system.investor : system.client, {
    name,
  });
  const today = context.today;
  return [
    fillTemplate(system.role, { who, today }),
    system.figuresOnly,
    system.scope,
    system.noTool,
    system.states,
    fillTemplate(system.periods, { today }),
  ].join('\n\n');
}
