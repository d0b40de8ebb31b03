export function packageApi(options?: { out?: string; link?: boolean; sourcemap?: boolean }): Promise<{ out: string; copied: string[] }>;
