// The first few problems a run meets (refusals, wrong carts, totals that disagree), kept short for the report.

export interface Problems {
  first: string[];
  add(text: string): void;
}

export function collectProblems(limit = 5, length = 800): Problems {
  const first: string[] = [];
  return {
    first,
    add(text) {
      if (first.length < limit) first.push(text.slice(0, length));
    },
  };
}
