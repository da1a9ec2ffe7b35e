import { FORECAST_METRICS } from '@tranche/contracts/forecasting';
import { ASSISTANT_KPIS, type AssistantKpi } from '@tranche/domain';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import { z } from 'zod';

/**
 * The tools the language model may call, one per capability of the assistant. None takes a
 * company, client, investor or tenant: the company is always the signed-in caller's, fixed on the
 * server, and an argument the schema does not know makes the call fail.
 */
const day = z.iso.date().describe('An ISO day, YYYY-MM-DD');
const KPI_NAMES = Object.keys(ASSISTANT_KPIS) as [AssistantKpi, ...AssistantKpi[]];
const none = z.strictObject({});

export const TOOL_ARGUMENTS = {
  kpi: z.strictObject({
    kpi: z.enum(KPI_NAMES),
    start: day.describe('First day of the period (for a value today: today)'),
    end: day.describe('Last day of the period; stocks such as MRR are read on this day'),
    compare_start: day.nullable().optional().describe('First day of a period to compare with, or null'),
    compare_end: day.nullable().optional().describe('Last day of the period to compare with, or null'),
  }),
  rating: none,
  trade_limit: none,
  forecast: z.strictObject({ metric: z.enum(FORECAST_METRICS) }),
  payments: none,
  expiring_integrations: none,
  notifications: none,
  portfolio: none,
  market: none,
  decline: z.strictObject({ reason: z.enum(['other_company', 'not_available']) }),
} as const;
export type ToolName = keyof typeof TOOL_ARGUMENTS;

const DESCRIPTIONS: Record<ToolName, string> = {
  kpi:
    "One KPI of the user's own company over a period (flows) or on its last day (stocks), in the company " +
    'currency, optionally compared with another period (then the difference and the change are returned too).',
  rating:
    "The company's credit rating: grade, score out of 100, confidence, annual discount, weakest factor.",
  trade_limit:
    "The company's trade limit (allowed percentage × tradable face value) and what remains after what is " +
    'already in assets, today and a month ago, with each part that changed and how much of the change it ' +
    'accounts for, largest first (why the limit is lower), and the tradable MRR a month ago and today.',
  forecast: "Next month's forecast of a metric with its 80 % range; for cash also when it runs out.",
  payments: "The company's next repayment due and its overdue repayments.",
  expiring_integrations: "The company's connections (integrations) that expired or expire soon.",
  notifications: "The user's unread notifications.",
  portfolio: "The investor's portfolio: assets held, invested, received, outstanding, IRR, next repayment.",
  market:
    "The market: how many assets are open, their guide prices in total in the user's currency, and the " +
    'best-rated few with grade, guide price and term (company shown by its alias only).',
  decline:
    "Call this instead of answering when the question asks for another company's data (reason other_company) " +
    'or when no tool gives what is asked (reason not_available); then say so briefly and where to look.',
};

const CLIENT_TOOLS: ToolName[] = [
  'kpi',
  'rating',
  'trade_limit',
  'forecast',
  'payments',
  'expiring_integrations',
  'notifications',
  'decline',
];
const INVESTOR_TOOLS: ToolName[] = ['portfolio', 'market', 'notifications', 'decline'];

/** The tools a caller of this kind may use: investors their portfolio and the market, clients the rest. */
export const toolNamesFor = (kind: string): ToolName[] =>
  kind === 'INVESTOR' ? INVESTOR_TOOLS : CLIENT_TOOLS;

/** A tool as the chat completions API takes it: a strict JSON schema, every property listed as required. */
function specOf(name: ToolName): ChatCompletionFunctionTool {
  const { $schema: _, ...schema } = z.toJSONSchema(TOOL_ARGUMENTS[name], {
    io: 'input',
    // `format: date` says enough; zod's long leap-year pattern only weighs on the model's grammar.
    override: ({ jsonSchema }) => {
      if (jsonSchema.format === 'date') delete jsonSchema.pattern;
    },
  }) as Record<string, unknown> & { properties?: Record<string, unknown> };
  return {
    type: 'function',
    function: {
      name,
      description: DESCRIPTIONS[name],
      parameters: { ...schema, required: Object.keys(schema.properties ?? {}) },
      strict: true,
    },
  };
}

export const toolSpecsFor = (kind: string): ChatCompletionFunctionTool[] => toolNamesFor(kind).map(specOf);

export const isToolName = (name: string): name is ToolName => Object.hasOwn(TOOL_ARGUMENTS, name);

/** Argument names that try to point a tool at some other company, client, investor or user. */
const SCOPE_KEY =
  /compan|client|tenant|account|investor|customer|organi[sz]ation|\borg\b|user|owner|(^|_)id($|_)/i;

export type ParsedArguments =
  | { ok: true; name: ToolName; args: Record<string, unknown> }
  | { ok: false; scope: boolean; keys: string[]; message: string };

/** Reads a tool call's arguments strictly: unknown keys fail, and scope keys are told apart. */
export function parseArguments(name: ToolName, raw: string): ParsedArguments {
  let json: unknown;
  try {
    json = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    return { ok: false, scope: false, keys: [], message: 'The arguments are not valid JSON.' };
  }
  const parsed = TOOL_ARGUMENTS[name].safeParse(json);
  if (parsed.success) return { ok: true, name, args: parsed.data as Record<string, unknown> };
  const keys = parsed.error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : []));
  const scope = keys.some((key) => SCOPE_KEY.test(key));
  return {
    ok: false,
    scope,
    keys,
    message: scope
      ? 'The company is fixed: every tool reads only the signed-in user’s own company, and no tool takes a ' +
        'company, client, investor or tenant. Other companies’ data is not visible to this user.'
      : `Invalid arguments: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`).join('; ')}`,
  };
}
