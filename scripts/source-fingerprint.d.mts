// Types of source-fingerprint.mjs, for the test that imports it.
export function stampFile(root: string): string;
export function sourceFingerprint(root: string): string;
