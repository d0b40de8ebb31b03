import type { Profile } from './profiles.js';

export function profileFor(name: Profile['name'], offset?: number): Profile;

export interface StackProcess {
  log(): string;
  ready(timeoutMs: number): Promise<boolean>;
  stop(): void;
}

export function startStack(root: string, profile: Profile['name']): StackProcess;
