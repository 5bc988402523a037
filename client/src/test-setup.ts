// relay-test-utils expects Jest's global `jest.fn`; vitest's `vi` provides it.
import { vi } from 'vitest';

(globalThis as { jest?: unknown }).jest = vi;
