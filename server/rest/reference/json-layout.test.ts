// The committed OpenAPI document's layout: the same JSON, small objects on one line, long ones a line per entry.
import { describe, expect, it } from 'vitest';
import { jsonLayout } from './json-layout.ts';

describe('jsonLayout', () => {
  const value = {
    name: 'urlEvento',
    schema: { type: 'string' },
    required: ['a', 'b'],
    empty: {},
    none: [],
    words: 'Aspas "assim", acentos e\nlinhas',
    nested: {
      long: { description: 'x'.repeat(60), examples: ['12.50', '0.00'], pattern: '^-?\\d+\\.\\d{2}$' },
      count: 3,
      nothing: null,
    },
    left: undefined,
  };

  it('is JSON that reads back as the value (what JSON leaves out left out)', () => {
    const text = jsonLayout(value, 60);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
    expect(text).not.toContain('left');
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('keeps what fits on one line and gives a longer value a line per entry', () => {
    const lines = jsonLayout(value, 60).split('\n');
    expect(lines).toContain('  "schema": {"type": "string"},');
    expect(lines).toContain('  "required": ["a", "b"],');
    expect(lines).toContain('  "empty": {},');
    expect(lines).toContain('  "nested": {');
    expect(lines).toContain('    "long": {');
    expect(lines).toContain('      "examples": ["12.50", "0.00"],');
    expect(lines).toContain('    "nothing": null');
    expect(lines.filter((line) => line.length > 60)).toEqual([`      "description": "${'x'.repeat(60)}",`]);
  });

  it('puts the whole value on one line when it fits', () => {
    expect(jsonLayout({ a: [1, { b: true }] })).toBe('{"a": [1, {"b": true}]}\n');
    expect(jsonLayout('texto')).toBe('"texto"\n');
  });
});
