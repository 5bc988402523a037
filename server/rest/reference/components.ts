// The answers, parameters and headers several operations of the OpenAPI document share: stated once in its
// components and referenced by $ref where used; and how a reader follows those references back.

type Node = Record<string, unknown>;

export const sharedKinds = ['headers', 'parameters', 'responses'] as const;
export type SharedKind = (typeof sharedKinds)[number];

export type SharedComponents = Record<SharedKind, Record<string, Node>>;

const prefix = '#/components/';

export function referenceTo(kind: SharedKind | 'schemas', name: string): string {
  return `${prefix}${kind}/${name}`;
}

/** A name fit for a component, from a description: 'O carrinho como ficou.' is OCarrinhoComoFicou. */
export function componentName(words: string, most = 8): string {
  return words
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .slice(0, most)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

interface Offer {
  kind: SharedKind;
  name: string;
  placed: Node;
}

/**
 * Collects the answers, parameters and headers while the operations are made. Each is placed as given;
 * `settle` makes a component of each one that more than one place holds alike, named as offered (name-2, name-3 when
 * different ones were offered under one name), and turns those places into references to it.
 */
export class ComponentSharing {
  private readonly offers: Offer[] = [];

  /** The value to put in the document in its place (a copy of its top level, which `settle` may replace). */
  offer<T extends Node>(kind: SharedKind, name: string, value: T): T {
    const placed = { ...value };
    // A component's name holds only these characters (OpenAPI 3.1, Components Object).
    this.offers.push({ kind, name: name.replace(/[^A-Za-z0-9._-]/g, '_'), placed });
    return placed;
  }

  /** The components; headers first, so answers alike hold the same header references when compared. */
  settle(): SharedComponents {
    const components: SharedComponents = { headers: {}, parameters: {}, responses: {} };
    for (const kind of sharedKinds) {
      const variants = new Map<string, Map<string, Node[]>>();
      for (const offer of this.offers.filter((entry) => entry.kind === kind)) {
        const byText = variants.get(offer.name) ?? new Map<string, Node[]>();
        variants.set(offer.name, byText);
        const text = JSON.stringify(offer.placed);
        byText.set(text, [...(byText.get(text) ?? []), offer.placed]);
      }
      const shared: [string, Node][] = [];
      for (const [name, byText] of variants) {
        let count = 0;
        for (const [text, places] of byText) {
          if (places.length < 2) continue;
          count += 1;
          const key = count === 1 ? name : `${name}-${count}`;
          if (shared.some(([taken]) => taken === key)) throw new Error(`Two ${kind} components named ${key}`);
          shared.push([key, JSON.parse(text)]);
          for (const place of places) {
            for (const property of Object.keys(place)) delete place[property];
            place.$ref = referenceTo(kind, key);
          }
        }
      }
      components[kind] = Object.fromEntries(shared.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return components;
  }
}

/** A document, read for its components. */
type Holder = object & { components?: unknown };

const isNode = (value: unknown): value is Node =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The component a reference names, or undefined; schemas' references are not followed (they are named shapes). */
function referenced(document: Holder, reference: string): Node | undefined {
  const [kind, name, ...rest] = reference.startsWith(prefix) ? reference.slice(prefix.length).split('/') : [];
  if (!kind || !name || rest.length || !(sharedKinds as readonly string[]).includes(kind)) return undefined;
  const components = isNode(document.components) ? document.components : {};
  const ofKind = components[kind];
  return isNode(ofKind) && isNode(ofKind[name]) ? ofKind[name] : undefined;
}

/** The value with every shared answer, parameter and header written out in place (schemas' references kept). */
export function withSharedResolved<T>(document: Holder, value: T): T {
  const resolve = (node: unknown, seen: string[]): unknown => {
    if (Array.isArray(node)) return node.map((entry) => resolve(entry, seen));
    if (!isNode(node)) return node;
    if (typeof node.$ref === 'string') {
      const target = referenced(document, node.$ref);
      if (target) {
        if (seen.includes(node.$ref))
          throw new Error(`A reference cycle: ${[...seen, node.$ref].join(' > ')}`);
        return resolve(target, [...seen, node.$ref]);
      }
    }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, resolve(child, seen)]));
  };
  return resolve(value, []) as T;
}
