// Row ids as callers send them: a UUID, or nothing that could name a row.

const nilUuid = '00000000-0000-0000-0000-000000000000';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(id: string): boolean {
  return uuidPattern.test(id);
}

/** The id, or the nil UUID (which names no row) when it is not a UUID: queries then find nothing instead of failing. */
export function uuidOrNil(id: string): string {
  return isUuid(id) ? id : nilUuid;
}

/** The nil UUID: names no row. */
export const noRowId = nilUuid;
