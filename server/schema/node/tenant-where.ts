// The `where` that loads a node by id only inside the request's studio: an id from another studio finds nothing.
import type { Context } from '../../context.ts';
import { noRowId, uuidOrNil } from '../../domain/ids.ts';

export function studioIdOf(context: Context): string {
  return context.studio?.id ?? noRowId;
}

export function inStudio(id: string, context: Context): { id: string; studioId: string } {
  return { id: uuidOrNil(id), studioId: studioIdOf(context) };
}
