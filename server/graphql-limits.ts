// Every limit a GraphQL request meets: the size and shape of the document (graphql-armor: tokens, depth, aliases,
// directives, cost), the page sizes of connections, and whether the schema can be explored (introspection, field
// suggestions). The figures of our own operations, which all must fit, are measured by graphql-limits.test.ts.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLArmorConfig } from '@escape.tech/graphql-armor-types';
import {
  GraphQLError,
  getNamedType,
  isIntrospectionType,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Measured on every client operation and REST shim document (graphql-limits.test.ts prints them, 2026-11-27): tokens
 * 414, depth 10 (fragments flattened) and directives 5 (the admin's event page), aliases 2, cost 668,586 (GET
 * /api/{urlEvento}, whose literal photos(first: 5000) armor multiplies in; its later pages are read 5,000 at a time).
 */
export const documentLimits = {
  tokens: 1000,
  depth: 15,
  aliases: 15,
  directives: 10,
  cost: 1_500_000,
} as const;

/** The answer's error code when a document passes one of the limits above. */
export const limitExceededCode = 'GRAPHQL_LIMIT_EXCEEDED';

const messages = {
  tokens: `A consulta é grande demais: o limite é de ${documentLimits.tokens} tokens.`,
  depth: `A consulta é profunda demais: o limite é de ${documentLimits.depth} níveis de campos.`,
  aliases: `A consulta tem apelidos (aliases) demais: o limite é de ${documentLimits.aliases}.`,
  directives: `A consulta tem diretivas demais: o limite é de ${documentLimits.directives}.`,
  cost: `A consulta pede dados demais de uma vez: o limite de custo é ${documentLimits.cost.toLocaleString('pt-BR')}. Use páginas menores.`,
};

/** Refuses with our Portuguese message: a validation error when a rule finds it, else (the parser) thrown. */
function refuseWith(message: string) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null) => {
        const error = new GraphQLError(message, { extensions: { code: limitExceededCode } });
        if (!context) throw error;
        context.reportError(error);
      },
    ],
  };
}

/** graphql-armor's configuration; with `introspection` off, "Did you mean ...?" suggestions are removed too. */
export function armorConfig(options: { introspection: boolean }): GraphQLArmorConfig {
  return {
    maxTokens: { n: documentLimits.tokens, ...refuseWith(messages.tokens) },
    // Flattened: a fragment spread is not a level of its own, so the limit is the nesting the server resolves.
    maxDepth: { n: documentLimits.depth, flattenFragments: true, ...refuseWith(messages.depth) },
    maxAliases: { n: documentLimits.aliases, ...refuseWith(messages.aliases) },
    maxDirectives: { n: documentLimits.directives, ...refuseWith(messages.directives) },
    costLimit: { maxCost: documentLimits.cost, ...refuseWith(messages.cost) },
    blockFieldSuggestion: { enabled: !options.introspection, mask: '' },
  };
}

/** graphql-js's NoSchemaIntrospectionCustomRule, answering in Portuguese; __typename stays allowed. */
export const noSchemaIntrospection: ValidationRule = (context) => ({
  Field(node) {
    const type = getNamedType(context.getType());
    if (type && isIntrospectionType(type)) {
      context.reportError(
        new GraphQLError(
          `A introspecção do esquema está desligada neste servidor (campo "${node.name.value}").`,
          {
            nodes: node,
            extensions: { code: 'INTROSPECTION_DISABLED' },
          },
        ),
      );
    }
  },
});

/**
 * The Yoga plugins that enforce the limits of /graphql. With introspection off, a request bearing an API token the
 * door let in (http/api-token-gate.ts puts it in the context) may still explore the schema: integrators' tools need it.
 */
export function graphqlLimitPlugins(options: { introspection: boolean }): Plugin[] {
  const plugins: Plugin[] = [EnvelopArmorPlugin(armorConfig(options)) as Plugin];
  if (!options.introspection) {
    plugins.push({
      onValidate({ context, addValidationRule }) {
        if (!(context as { apiToken?: unknown }).apiToken) addValidationRule(noSchemaIntrospection);
      },
    });
  }
  return plugins;
}

/**
 * Page sizes of the connections (Pothos clamps `first`/`last` to the max; hasNextPage tells the rest is there).
 * The client asks 120 photos, 50 orders, and up to 500 events per page.
 */
export const pageSizes = {
  photos: { default: 100, max: 200 },
  orders: { default: 20, max: 100 },
  events: { default: 20, max: 500 },
  recentEvents: { default: 20, max: 100 },
} as const;

/**
 * The REST shims' own documents run in-process: GET /api/{urlEvento} still lists a gallery's photos in one answer
 * (as the spec documents it), up to this many; requests to /graphql get pages of pageSizes.photos.max.
 */
export const inProcessPhotoPageMax = 10_000;

/** Whether a connection is resolved for a REST shim (our own document) rather than a request to /graphql. */
export function isRestShimRequest(context: { request: Request }): boolean {
  return new URL(context.request.url).pathname.startsWith('/api/');
}

/** GET /api/adm: the newest events, each with its first photos and newest orders (the rest through GraphQL). */
export const adminStudioPages = { events: 100, photos: 200, orders: 100 } as const;
