// `npm run check:imports` (part of npm test): fails with one line per import circle or impure domain import.
import { importProblems } from './import-rules.ts';

const problems = importProblems();
for (const problem of problems) console.error(problem);
if (problems.length) {
  console.error(`${problems.length} import problem(s): see server/cli/import-rules.ts for the rules.`);
  process.exitCode = 1;
} else console.log('Imports: no circles, domain/ imports only itself.');
