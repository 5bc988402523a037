// REST speaks database ids (_id); GraphQL speaks global ids. The shims convert at the edge.
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';

export function rawId(globalId: string): string {
  return decodeGlobalID(globalId).id;
}

export function globalId(typename: string, id: string): string {
  return encodeGlobalID(typename, id);
}
