// Custom scalars.
import { GraphQLError, Kind } from 'graphql';
import { builder } from '../builder.ts';

function parseDate(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('Data inválida: use o formato ISO 8601.');
  return date;
}

builder.scalarType('DateTime', {
  description: 'An instant as an ISO 8601 string in UTC.',
  serialize: (value) => (value instanceof Date ? value : new Date(value as string)).toISOString(),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : null),
});
