/** The migration would not start: nothing was written anywhere. */
export class MigrationRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationRefusedError';
  }
}

/** The copy ran but a check after it failed: the target must not be used (docs/operations.md, "If it fails"). */
export class MigrationCheckError extends Error {
  constructor(readonly problems: string[]) {
    super(`the copy does not match the embedded database:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'MigrationCheckError';
  }
}
