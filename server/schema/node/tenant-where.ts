// The `where` that loads a node by id only inside the request's studio: an id from another studio finds nothing.
import type { Context } from '../../context.ts';

const nilUuid = '00000000-0000-0000-0000-000000000000';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(id: string): boolean {
  return uuidPattern.test(id);
}

export function uuidOrNil(id: string): string {
  return isUuid(id) ? id : nilUuid;
}

export function studioIdOf(context: Context): string {
  return context.studio?.id ?? nilUuid;
}

export function inStudio(id: string, context: Context): { id: string; studioId: string } {
  return { id: uuidOrNil(id), studioId: studioIdOf(context) };
}
