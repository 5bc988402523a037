// Checks a value against a JSON Schema of the API reference (the keywords it uses: type, properties, required,
// items, enum, $ref, allOf, anyOf), and also that it has no property the schema does not document.

type Schema = Record<string, unknown>;

const typeOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'integer'
          : 'number'
        : typeof value;

/** Every problem found, each with the path to it ('carrinho.itens[0].nome: ...'); none when the value fits. */
export function schemaProblems(
  value: unknown,
  schema: Schema,
  shapes: Record<string, Schema>,
  at = '$',
): string[] {
  const resolve = (node: Schema): Schema =>
    typeof node.$ref === 'string' ? resolve(shapes[node.$ref.replace('#/components/schemas/', '')]!) : node;
  const node = resolve(schema);
  if (Array.isArray(node.anyOf)) {
    const options = (node.anyOf as Schema[]).map((option) => schemaProblems(value, option, shapes, at));
    return options.some((problems) => !problems.length) ? [] : options.flat();
  }
  const parts = Array.isArray(node.allOf) ? (node.allOf as Schema[]).map(resolve) : [node];
  const problems: string[] = [];
  for (const part of parts) {
    if (Array.isArray(part.anyOf) || Array.isArray(part.allOf)) {
      problems.push(...schemaProblems(value, part, shapes, at));
      continue;
    }
    const types = part.type === undefined ? [] : Array.isArray(part.type) ? part.type : [part.type];
    const actual = typeOf(value);
    if (types.length && !types.includes(actual) && !(actual === 'integer' && types.includes('number')))
      problems.push(`${at}: ${actual}, documented ${types.join(' or ')}`);
    if (Array.isArray(part.enum) && !part.enum.includes(value))
      problems.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(part.enum)}`);
    if (actual === 'array' && part.items)
      (value as unknown[]).forEach((item, index) => {
        problems.push(...schemaProblems(item, part.items as Schema, shapes, `${at}[${index}]`));
      });
    if (actual === 'object' && part.properties) {
      const object = value as Record<string, unknown>;
      const properties = part.properties as Record<string, Schema>;
      for (const name of (part.required as string[] | undefined) ?? [])
        if (!(name in object)) problems.push(`${at}.${name}: missing`);
      for (const [name, property] of Object.entries(properties))
        if (name in object) problems.push(...schemaProblems(object[name], property, shapes, `${at}.${name}`));
    }
  }
  if (typeOf(value) === 'object') {
    const documented = new Set(parts.flatMap((part) => documentedProperties(part, resolve)));
    if (documented.size)
      for (const name of Object.keys(value as object))
        if (!documented.has(name)) problems.push(`${at}.${name}: not documented`);
  }
  return problems;
}

function documentedProperties(schema: Schema, resolve: (node: Schema) => Schema): string[] {
  const node = resolve(schema);
  const nested = [...((node.allOf as Schema[]) ?? []), ...((node.anyOf as Schema[]) ?? [])];
  return [
    ...Object.keys((node.properties as object) ?? {}),
    ...nested.flatMap((part) => documentedProperties(part, resolve)),
  ];
}
