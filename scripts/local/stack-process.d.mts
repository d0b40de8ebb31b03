import type { Profile } from './profiles.js';

export function profileFor(name: Profile['name'], offset?: number): Profile;

export interface StackProcess {
  log(): string;
  ready(timeoutMs: number): Promise<boolean>;
  stop(): void;
}

/**
 * logFile: where the stack's output goes (a file: a pipe the parent stops reading would block the stack); offset:
 * of its ports (profileFor), STACK_PORT_OFFSET by default.
 */
export function startStack(root: string, profile: Profile['name'], logFile: string, offset?: number): StackProcess;
