// Prisma's own schema engine, compiled to WebAssembly, loaded in plain Node: migrations run with no native binary.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as wasmBindings from '@prisma/schema-engine-wasm/schema_engine_bg';

export type SchemaEngine = wasmBindings.SchemaEngine;

export const noSchemaFilter = { externalTables: [] as string[], externalEnums: [] as string[] };

let initialised: Promise<void> | undefined;

function initialiseWasm(): Promise<void> {
  initialised ??= (async () => {
    // The package is published for bundlers: its exports map hides the .wasm, which sits beside the bindings.
    const bindingsPath = createRequire(import.meta.url).resolve(
      '@prisma/schema-engine-wasm/schema_engine_bg',
    );
    const bytes = await readFile(path.join(path.dirname(bindingsPath), 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': wasmBindings });
    // wasm-bindgen's glue exports this setter; the package's typings leave it out.
    (wasmBindings as unknown as { __wbg_set_wasm(exports: object): void }).__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return initialised;
}

/** An engine connected through the given adapter (it runs a probe query at once). Call free() when done. */
export async function openSchemaEngine(
  schema: { path: string; text: string },
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
): Promise<SchemaEngine> {
  await initialiseWasm();
  return wasmBindings.SchemaEngine.new(
    { datamodels: [[schema.path, schema.text]] },
    () => {},
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
}
