export const REQUIRED_MAJOR: number;
export function assertNodeRuntime(): void;
export function runOnProjectNode(): void;
