// JSON laid out for reading and for diffs, yet small: an object or a list that fits on its line stays on it, a longer
// one gets a line per entry, indented by two spaces.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One line: `{"type": "string", "format": "uuid"}`, `["a", "b"]`. */
function oneLine(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, entry]) => `${JSON.stringify(key)}: ${oneLine(entry)}`)
      .join(', ')}}`;
  return JSON.stringify(value);
}

/** The value as JSON text (what JSON.parse reads back as the value), no line longer than `width` that can be broken. */
export function jsonLayout(value: unknown, width = 110): string {
  const lay = (node: Json, indent: string, taken: number): string => {
    const line = oneLine(node);
    if (!node || typeof node !== 'object' || indent.length + taken + line.length <= width) return line;
    const inner = `${indent}  `;
    const entries: [string, Json][] = Array.isArray(node)
      ? node.map((entry) => ['', entry])
      : Object.entries(node).map(([key, entry]) => [`${JSON.stringify(key)}: `, entry]);
    if (!entries.length) return line;
    const lines = entries.map(([key, entry], index) => {
      const comma = index < entries.length - 1 ? 1 : 0;
      return `${inner}${key}${lay(entry, inner, key.length + comma)}`;
    });
    const [open, close] = Array.isArray(node) ? ['[', ']'] : ['{', '}'];
    return `${open}\n${lines.join(',\n')}\n${indent}${close}`;
  };
  // Through JSON first, so what it leaves out (undefined, functions) is left out here too.
  return `${lay(JSON.parse(JSON.stringify(value)) as Json, '', 0)}\n`;
}
