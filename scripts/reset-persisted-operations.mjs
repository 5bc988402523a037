// Empties the persisted-operations map before relay-compiler --repersist refills it, so the map holds exactly the
// operations of the current artifacts: relay-compiler only ever adds, and stale ids would pile up between runs.
import { mkdirSync, writeFileSync } from 'node:fs';

mkdirSync('client/src/__generated__', { recursive: true });
writeFileSync('client/src/__generated__/persisted-operations.json', '{}\n');
