// Persisted operations: our client sends { documentId, variables } and the text comes from the map relay-compiler
// writes beside the Relay artifacts at install and build. Integrators may still send a query of their own, which
// the limits of graphql-limits.ts bound.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { paths } from './paths.ts';

/** relay.config.js persistConfig.file: generated with the artifacts, not committed. */
export const persistedOperationsFile = path.join(
  paths.root,
  'client',
  'src',
  '__generated__',
  'persisted-operations.json',
);

export const unknownOperationMessage =
  'Operação desconhecida: o Revela foi atualizado. Recarregue a página para continuar.';

/** The map id -> text, or null when the file is missing (the client was never built here). */
export function loadPersistedOperations(file = persistedOperationsFile): Map<string, string> | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const entries = Object.entries(JSON.parse(text) as Record<string, unknown>);
  return new Map(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function badRequest(message: string, code: string) {
  return createGraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

/** Turns { documentId } into the stored query before Yoga checks the parameters; a query passes as it came. */
export function persistedOperationsPlugin(operations: ReadonlyMap<string, string>): Plugin {
  return {
    onParams({ params, setParams }) {
      const { documentId, ...rest } = params as typeof params & { documentId?: unknown };
      if (documentId === undefined || documentId === null) return;
      if (typeof documentId !== 'string' || rest.query != null) {
        throw badRequest('Envie documentId (texto) ou query, não os dois.', 'BAD_REQUEST');
      }
      const query = operations.get(documentId);
      if (query === undefined) throw badRequest(unknownOperationMessage, 'PERSISTED_QUERY_NOT_FOUND');
      setParams({ ...rest, query });
    },
  };
}
