/**
 * A refusal or failure the operator can act on: the CLI prints its message alone (no stack) and
 * exits with 1. Anything else thrown is a bug, printed with its stack.
 */
export class OpsError extends Error {}

/** Wrong or missing command-line arguments: the CLI prints the message and the usage, exit 2. */
export class UsageError extends Error {}
