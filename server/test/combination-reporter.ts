// A last line per run saying how many tests ran on which database and storage, so CI's log shows every combination.
import type { Reporter, TestModule } from 'vitest/node';

export class CombinationReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = new Map<string, { files: number; passed: number; skipped: number; failed: number }>();
    for (const module of testModules) {
      const count = counts.get(module.project.name) ?? { files: 0, passed: 0, skipped: 0, failed: 0 };
      count.files++;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed++;
        else if (state === 'failed') count.failed++;
        else count.skipped++;
      }
      counts.set(module.project.name, count);
    }
    const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    const storage = process.env.TEST_STORAGE === 's3' ? 'S3' : 'folder';
    const parts = [...counts].map(
      ([project, count]) =>
        `${project} ${count.passed} passed${count.skipped ? `, ${count.skipped} skipped` : ''}${count.failed ? `, ${count.failed} failed` : ''} in ${count.files} files`,
    );
    console.log(`\nTests on ${database} + ${storage} storage: ${parts.join('; ')}`);
  }
}
