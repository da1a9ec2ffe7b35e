import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** A route's response schema: a zod schema, or one wrapped as `{ properties }` (as the zod provider accepts). */
function zodSchemaOf(schema: unknown): ZodType | null {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  return wrapped instanceof z.ZodType ? wrapped : null;
}

/**
 * Two anyOf shapes zod writes, made plain: `.nullable()` (`anyOf: [X, {type: 'null'}]`) becomes X
 * with `nullable: true`, and a union of literals of one type becomes an enum. fast-json-stringify
 * writes those inline, where an anyOf costs a schema validation per value.
 */
function inlineUnions(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(inlineUnions);
  if (!schema || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inlineUnions(value)]));
  const { anyOf: branches, ...rest } = node;
  if (!Array.isArray(branches)) return node;
  const typed = branches as JsonSchema[];
  const other = typed.filter((branch) => branch.type !== 'null');
  const [only] = other;
  if (typed.length === 2 && other.length === 1 && only && typeof only.type === 'string') {
    return { ...rest, ...only, nullable: true };
  }
  const literals = typed.every(
    (branch) => Object.keys(branch).length === 2 && 'const' in branch && branch.type === typed[0]?.type,
  );
  if (literals && typeof typed[0]?.type === 'string') {
    return { ...rest, type: typed[0].type, enum: typed.map((branch) => branch.const) };
  }
  return node;
}

/**
 * The JSON Schema of a response when zod's input and output sides agree (no defaults, transforms or
 * codecs between them, and nothing JSON Schema cannot say); otherwise null.
 */
export function responseJsonSchema(schema: ZodType): JsonSchema | null {
  try {
    const options = { target: 'draft-7', unrepresentable: 'throw' } as const;
    const output = z.toJSONSchema(schema, { ...options, io: 'output' });
    const input = z.toJSONSchema(schema, { ...options, io: 'input' });
    if (JSON.stringify(stripClosed(output)) !== JSON.stringify(stripClosed(input))) return null;
    const { $schema: _, ...rest } = input as JsonSchema;
    return inlineUnions(rest) as JsonSchema;
  } catch {
    return null;
  }
}

/** zod closes objects (`additionalProperties: false`) on the output side only; the comparison ignores that. */
function stripClosed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(stripClosed);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, stripClosed(value)]),
  );
}

/**
 * Responses are written by fast-json-stringify, compiled from each route's zod schema: it writes
 * only the properties the contract declares (nothing else a handler's object carries leaks out)
 * and costs a fraction of checking every value with zod and then JSON.stringify (a third of the
 * server's time for a page of subscriptions). The handlers' return types are the same schemas'
 * types, checked when compiling. A schema JSON Schema cannot state exactly keeps zod's serializer.
 * Compiled on a route's first response, so starting a server stays cheap.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const schema = zodSchemaOf(route.schema);
  const jsonSchema = schema ? responseJsonSchema(schema) : null;
  if (!jsonSchema) return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  let serialize: ((data: unknown) => string) | null = null;
  return (data) => {
    serialize ??= fastJson(jsonSchema);
    return serialize(data);
  };
};
