import type { Figure } from '@tranche/contracts/assistant';
import type OpenAI from 'openai';
import type {
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import type { AssistantContext } from '../assistant-context';
import type { EngineAnswer } from '../offline-engine';
import { citedFigures, type Evidence, evidenceOf, unbackedNumbers } from './number-guard';
import { SentenceGate } from './sentence-gate';
import { refusalText, systemPrompt } from './system-prompt';
import { runTool } from './tool-runner';
import { isToolName, parseArguments, toolNamesFor, toolSpecsFor } from './tool-specs';

/** Enough for a comparison and a follow-up; a model still calling tools after that is stuck. */
export const MAX_TOOL_ROUNDS = 5;

/** The model's answer once checked, or why the offline engine must answer instead. */
export type ModelResult =
  | { kind: 'answer'; answer: EngineAnswer }
  | { kind: 'unbacked'; numbers: string[] }
  | { kind: 'failed'; error: unknown };

interface Round {
  text: string;
  calls: ChatCompletionMessageFunctionToolCall[];
}

/** What the tools returned so far in this conversation: the only numbers the answer may state. */
class Conversation {
  readonly figures = new Map<string, Figure>();
  readonly numbers: number[] = [];
  readonly dates: string[];
  declined: 'other_company' | 'not_available' | null = null;
  scopeAttempt: string[] | null = null;

  constructor(
    readonly context: AssistantContext,
    readonly question: string,
  ) {
    this.dates = [context.today];
  }

  evidence(): Evidence {
    return evidenceOf([...this.figures.values()], {
      question: this.question,
      numbers: this.numbers,
      dates: this.dates,
    });
  }

  async call(call: ChatCompletionMessageFunctionToolCall): Promise<string> {
    const name = call.function.name;
    if (!isToolName(name) || !toolNamesFor(this.context.caller.account.kind).includes(name))
      return JSON.stringify({ error: `There is no tool ${name}.` });
    const parsed = parseArguments(name, call.function.arguments);
    if (!parsed.ok) {
      if (parsed.scope) this.scopeAttempt = parsed.keys;
      return JSON.stringify({ error: parsed.message });
    }
    if (name === 'decline') this.declined = parsed.args.reason as 'other_company' | 'not_available';
    const result = await runTool(this.context, name, parsed.args);
    for (const figure of result.figures) this.figures.set(figure.id, figure);
    this.numbers.push(...result.numbers);
    this.dates.push(...result.dates);
    return JSON.stringify(result.content);
  }
}

async function streamedRound(
  client: OpenAI,
  request: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming,
  signal: AbortSignal,
  gate: SentenceGate,
): Promise<Round> {
  const stream = await client.chat.completions.create({ ...request, stream: true }, { signal });
  let text = '';
  const calls: ChatCompletionMessageFunctionToolCall[] = [];
  for await (const chunk of stream) {
    const delta = chunk.choices[0]?.delta;
    if (delta?.content) {
      text += delta.content;
      gate.push(delta.content);
    }
    for (const part of delta?.tool_calls ?? []) {
      const call = calls[part.index] ?? { id: '', type: 'function', function: { name: '', arguments: '' } };
      calls[part.index] = call;
      if (part.id) call.id = part.id;
      if (part.function?.name) call.function.name += part.function.name;
      if (part.function?.arguments) call.function.arguments += part.function.arguments;
    }
  }
  return { text, calls: calls.filter(Boolean) };
}

async function plainRound(
  client: OpenAI,
  request: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming,
  signal: AbortSignal,
): Promise<Round> {
  const completion = await client.chat.completions.create(request, { signal });
  const message = completion.choices[0]?.message;
  const calls = (message?.tool_calls ?? []).filter(
    (call): call is ChatCompletionMessageFunctionToolCall => call.type === 'function',
  );
  return { text: message?.content ?? '', calls };
}

function outcomeOf(conversation: Conversation, text: string): EngineAnswer {
  if (conversation.declined === 'other_company') return { text, outcome: 'REFUSED', figures: [] };
  const returned = [...conversation.figures.values()];
  if (conversation.declined === 'not_available' || returned.length === 0)
    return { text, outcome: 'UNANSWERABLE', figures: [] };
  const cited = citedFigures(text, returned);
  return { text, outcome: 'ANSWERED', figures: cited.length > 0 ? cited : returned };
}

/**
 * The language-model engine: the model plans tool calls (at most MAX_TOOL_ROUNDS rounds) over the
 * caller's own company and writes the answer; the number guard keeps it only if every number in
 * it came from a tool. With `onDelta` the text is streamed as it is written and checked.
 */
export async function modelAnswer(
  client: OpenAI,
  options: { model: string; timeoutMs: number; signal?: AbortSignal },
  context: AssistantContext,
  question: string,
  onDelta?: (text: string) => void,
): Promise<ModelResult & { streamed: string }> {
  const conversation = new Conversation(context, question);
  const gate = new SentenceGate(
    (text) => onDelta?.(text),
    (sentence) => unbackedNumbers(sentence, conversation.evidence()).length === 0,
  );
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt(context) },
    { role: 'user', content: question },
  ];
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const tools = toolSpecsFor(context.caller.account.kind);
  let text = '';
  try {
    for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
      const request = { model: options.model, messages, tools };
      const next = onDelta
        ? await streamedRound(client, request, signal, gate)
        : await plainRound(client, request, signal);
      text += next.text;
      if (next.calls.length === 0) break;
      if (round === MAX_TOOL_ROUNDS) throw new Error(`still calling tools after ${MAX_TOOL_ROUNDS} rounds`);
      messages.push({ role: 'assistant', content: next.text || null, tool_calls: next.calls });
      for (const call of next.calls)
        messages.push({ role: 'tool', tool_call_id: call.id, content: await conversation.call(call) });
      if (conversation.scopeAttempt) {
        context.container.logger.warn(
          { accountId: context.caller.account.id, sub: context.caller.sub, keys: conversation.scopeAttempt },
          'assistant: the language model asked a tool for another company; refused',
        );
        const refusal = refusalText(context.language);
        return {
          kind: 'answer',
          answer: { text: refusal, outcome: 'REFUSED', figures: [] },
          streamed: gate.streamed,
        };
      }
    }
  } catch (error) {
    return { kind: 'failed', error, streamed: gate.streamed };
  }
  const answer = text.trim();
  const unbacked = answer === '' ? ['(no text)'] : unbackedNumbers(answer, conversation.evidence());
  if (unbacked.length > 0) return { kind: 'unbacked', numbers: unbacked, streamed: gate.streamed };
  gate.finish();
  return { kind: 'answer', answer: outcomeOf(conversation, answer), streamed: gate.streamed };
}
