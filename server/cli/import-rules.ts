// The rules the imports keep (npm run check:imports): no circle between two files, nor between the folders (and
// loose files) side by side in any folder, so every folder reads top to bottom; and domain/ imports only itself.
// `import type` counts: a circle of types is still two things that cannot be understood apart.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../paths.ts';
import { importsOf, sourceFilesUnder } from './import-graph.ts';

const roots = ['server', 'client/src', 'bench', 'tests'];

type Graph = Map<string, Set<string>>;

function addEdge(graph: Graph, from: string, to: string) {
  if (!graph.has(from)) graph.set(from, new Set());
  if (!graph.has(to)) graph.set(to, new Set());
  graph.get(from)!.add(to);
}

/** Strongly connected components of two or more nodes (Tarjan). */
function circles(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The child of `folder` (a subfolder or a file in it) that holds `file`, or null when `file` is elsewhere. */
function childOf(folder: string, file: string): string | null {
  const relative = path.relative(folder, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return path.join(folder, relative.split(path.sep)[0]!);
}

export function importProblems(root = paths.root): string[] {
  const files = roots
    .map((folder) => path.join(root, folder))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => sourceFilesUnder(folder, { tests: true }));
  const known = new Set(files);
  const edges = files.flatMap((file) =>
    importsOf(file)
      .filter((entry) => known.has(entry.target))
      .map((entry) => ({ from: file, to: entry.target })),
  );
  const name = (file: string) => path.relative(root, file);
  const problems: string[] = [];

  const fileGraph: Graph = new Map();
  for (const { from, to } of edges) addEdge(fileGraph, from, to);
  for (const circle of circles(fileGraph))
    problems.push(`files import each other: ${circle.map(name).join(' <-> ')}`);

  // Side by side in each folder: the children whose files import each other's, directly or round a circle. Tests
  // stand above what they test and are left out: nothing but tests imports them.
  const codeEdges = edges.filter(({ from }) => !isTest(from));
  const folders = new Set(files.flatMap((file) => ancestorsWithin(root, file)));
  for (const folder of folders) {
    const graph: Graph = new Map();
    const why = new Map<string, string>();
    for (const { from, to } of codeEdges) {
      const a = childOf(folder, from);
      const b = childOf(folder, to);
      if (!a || !b || a === b) continue;
      addEdge(graph, a, b);
      if (!why.has(`${a} ${b}`)) why.set(`${a} ${b}`, `${name(from)} -> ${name(to)}`);
    }
    for (const circle of circles(graph)) {
      const members = new Set(circle);
      const arrows = [...why].filter(([pair]) => pair.split(' ').every((end) => members.has(end)));
      problems.push(
        `in ${name(folder)}/, these import each other: ${circle.map(name).join(' <-> ')}\n` +
          arrows.map(([, arrow]) => `    ${arrow}`).join('\n'),
      );
    }
  }

  const domain = path.join(root, 'server', 'domain');
  for (const { from, to } of edges)
    if (childOf(domain, from) && !childOf(domain, to))
      problems.push(`domain/ holds pure rules, yet ${name(from)} imports ${name(to)}`);
  return problems;
}

function isTest(file: string): boolean {
  return (
    /\.test\.tsx?$/.test(file) ||
    file.split(path.sep).includes('test') ||
    file.includes(`${path.sep}e2e${path.sep}`)
  );
}

/** The folders between the repository root (excluded) and the file. */
function ancestorsWithin(root: string, file: string): string[] {
  const folders: string[] = [];
  for (
    let folder = path.dirname(file);
    folder.startsWith(root) && folder !== root;
    folder = path.dirname(folder)
  )
    folders.push(folder);
  return folders;
}
