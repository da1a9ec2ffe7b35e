import { z } from 'zod';
import { singleLineText } from './text';

export const ASSISTANT_LANGUAGES = ['en', 'de'] as const;
export type AssistantLanguage = (typeof ASSISTANT_LANGUAGES)[number];

/** The longest question the assistant takes: a question, not a document. */
export const MAX_QUESTION_LENGTH = 500;

/**
 * `POST /api/llm {message}` (spec §7): a question about the caller's own company (or, for an
 * investor, their portfolio and the market). `language` defaults to the caller's profile language.
 */
export const assistantAskBodySchema = z.strictObject({
  message: singleLineText(MAX_QUESTION_LENGTH).refine((text) => text.trim() !== '', 'must not be empty'),
  language: z.enum(ASSISTANT_LANGUAGES).optional(),
});
export type AssistantAskBody = z.infer<typeof assistantAskBodySchema>;

/** A number as a tool returned it: exact minor units for money, never a rounded float. */
export const figureValueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('money'), minor: z.int(), currency: z.string() }),
  z.object({ kind: z.literal('percent'), value: z.number() }),
  z.object({ kind: z.literal('ratio'), value: z.number() }),
  z.object({ kind: z.literal('count'), value: z.int() }),
  z.object({ kind: z.literal('months'), value: z.number() }),
  z.object({ kind: z.literal('date'), value: z.iso.date() }),
  z.object({ kind: z.literal('grade'), value: z.string() }),
  z.object({ kind: z.literal('text'), value: z.string() }),
]);
export type FigureValue = z.infer<typeof figureValueSchema>;

/** One figure an answer used: what it is, its value, which tool gave it, and the screen that shows it. */
export const figureSchema = z.object({
  id: z.string(),
  label: z.string(),
  value: figureValueSchema,
  /** The value as the answer's text writes it, in the answer's language. */
  display: z.string(),
  /** Optional period the figure is about (inclusive days). */
  period: z.object({ start: z.iso.date(), end: z.iso.date() }).nullable(),
  source: z.string(),
  /** A path of the web app, e.g. `/analytics/observe`. */
  link: z.string(),
});
export type Figure = z.infer<typeof figureSchema>;

/**
 * ANSWERED: the text states only the figures listed. REFUSED: the question reaches data the caller
 * may not see (another company's). UNANSWERABLE: understood or not, no tool gives it — the text
 * says where to look instead.
 */
export const ASSISTANT_OUTCOMES = ['ANSWERED', 'REFUSED', 'UNANSWERABLE'] as const;
export type AssistantOutcome = (typeof ASSISTANT_OUTCOMES)[number];

export const assistantAnswerSchema = z.object({
  id: z.uuid(),
  question: z.string(),
  language: z.enum(ASSISTANT_LANGUAGES),
  text: z.string(),
  outcome: z.enum(ASSISTANT_OUTCOMES),
  figures: z.array(figureSchema),
  /** Which engine answered: the offline one, or the language model at LLM_BASE_URL. */
  engine: z.enum(['offline', 'model']),
  createdAt: z.iso.datetime(),
});
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;
export const assistantAnswerResponseSchema = z.object({ data: assistantAnswerSchema });

/** `GET /api/llm/history`: the caller's own questions and answers, oldest first (the last 50). */
export const assistantHistoryResponseSchema = z.object({ data: z.array(assistantAnswerSchema) });
