// Updaters for plain lists of records (not connections, so @appendEdge and @deleteEdge do not apply).
import type { RecordProxy } from 'relay-runtime';

/** Adds the record at the end of parent's list; a list never fetched stays unfetched. */
export function appendLinkedRecord(
  parent: RecordProxy | null | undefined,
  field: string,
  record: RecordProxy,
) {
  const list = parent?.getLinkedRecords(field);
  if (!parent || !list) return;
  if (list.some((item) => item?.getDataID() === record.getDataID())) return;
  parent.setLinkedRecords([...list, record], field);
}

/** Drops the record from parent's list, and the holes a deleted record (@deleteRecord) leaves. */
export function removeLinkedRecord(parent: RecordProxy | null | undefined, field: string, id: string) {
  const list = parent?.getLinkedRecords(field);
  if (!parent || !list) return;
  parent.setLinkedRecords(
    list.filter((item): item is RecordProxy => item != null && item.getDataID() !== id),
    field,
  );
}
