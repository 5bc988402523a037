// A failure to start that the operator can fix (bad setting, busy port...): printed as one line.
export class StartupError extends Error {
  override name = 'StartupError';
}
