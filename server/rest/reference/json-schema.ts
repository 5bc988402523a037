// Builders of the JSON Schema (2020-12) objects the routes' documentation is written with, so that a route's doc
// reads like the answer it describes.
import type { JsonSchema } from '../route.ts';

const described = (description?: string) => (description ? { description } : {});

export const text = (description?: string, extra: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  ...described(description),
  ...extra,
});

export const integer = (description?: string): JsonSchema => ({ type: 'integer', ...described(description) });

export const number = (description?: string): JsonSchema => ({ type: 'number', ...described(description) });

export const flag = (description?: string): JsonSchema => ({ type: 'boolean', ...described(description) });

/** Money as the REST answers write it: reais with two decimals, as text ("12.50"). */
export const reais = (description?: string): JsonSchema =>
  text(description, { pattern: '^-?\\d+\\.\\d{2}$', examples: ['12.50'] });

export const uuid = (description?: string): JsonSchema => text(description, { format: 'uuid' });

export const dateTime = (description?: string): JsonSchema => text(description, { format: 'date-time' });

/** One of the given words (a vocabulary's, see vocabulary.ts). */
export const words = (values: readonly string[], description?: string): JsonSchema => ({
  type: 'string',
  enum: [...new Set(values)],
  ...described(description),
});

export const list = (items: JsonSchema, description?: string): JsonSchema => ({
  type: 'array',
  items,
  ...described(description),
});

/** The schema, or null. */
export function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') {
    const enumValues = Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {};
    return { ...schema, type: [schema.type, 'null'], ...enumValues };
  }
  const { description, ...rest } = schema;
  return { anyOf: [rest, { type: 'null' }], ...(typeof description === 'string' && { description }) };
}

/** An object with these properties; only those named in `required` must be there. */
export function object(
  properties: Record<string, JsonSchema>,
  options: { required?: readonly string[]; description?: string } = {},
): JsonSchema {
  return {
    type: 'object',
    ...described(options.description),
    properties,
    ...(options.required?.length && { required: [...options.required] }),
  };
}

/** An object whose every property is always there (the answers' shapes). */
export const whole = (properties: Record<string, JsonSchema>, description?: string): JsonSchema =>
  object(properties, { required: Object.keys(properties), description });

/** Every one of the schemas at once (a shape and what one answer adds to it). */
export const allOf = (...schemas: JsonSchema[]): JsonSchema => ({ allOf: schemas });

/** One of the schemas (a field taken in more than one form). */
export const anyOf = (...schemas: JsonSchema[]): JsonSchema => ({ anyOf: schemas });
