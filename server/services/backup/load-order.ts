// The order tables are loaded in so every foreign key finds its row: parents first; a cycle (a studio's logo is an
// asset of the studio) is broken by loading a nullable reference empty and setting it once both rows exist.

export interface ForeignKey {
  table: string;
  references: string;
  columns: string[];
  /** Every column of the key may be null. */
  nullable: boolean;
}

export interface LoadPlan {
  order: string[];
  /** Per table, the columns loaded as null first and set after every table is loaded. */
  deferred: Map<string, string[]>;
}

export class UnloadableSchemaError extends Error {
  override name = 'UnloadableSchemaError';
}

export function planLoad(tables: string[], foreignKeys: ForeignKey[]): LoadPlan {
  const deferred = new Map<string, string[]>();
  const defer = (key: ForeignKey) =>
    deferred.set(key.table, [...(deferred.get(key.table) ?? []), ...key.columns]);
  let pending = foreignKeys.filter((key) => tables.includes(key.table) && tables.includes(key.references));
  for (const key of pending.filter((key) => key.table === key.references)) {
    if (!key.nullable)
      throw new UnloadableSchemaError(`${key.table} references itself through a required column`);
    defer(key);
  }
  pending = pending.filter((key) => key.table !== key.references);
  const order: string[] = [];
  const remaining = [...tables].sort();
  while (remaining.length) {
    const ready = remaining.find(
      (table) => !pending.some((key) => key.table === table && remaining.includes(key.references)),
    );
    if (ready) {
      order.push(ready);
      remaining.splice(remaining.indexOf(ready), 1);
      continue;
    }
    // A cycle: the first table whose references to tables not loaded yet may all start empty.
    const breakable = remaining.find((table) =>
      pending
        .filter((key) => key.table === table && remaining.includes(key.references))
        .every((key) => key.nullable),
    );
    if (!breakable) throw new UnloadableSchemaError(`No load order for ${remaining.join(', ')}`);
    for (const key of pending.filter((key) => key.table === breakable && remaining.includes(key.references)))
      defer(key);
    pending = pending.filter((key) => !(key.table === breakable && remaining.includes(key.references)));
  }
  for (const [table, columns] of deferred) deferred.set(table, [...new Set(columns)]);
  return { order, deferred };
}
