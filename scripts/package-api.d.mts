export function packageApi(options?: { out?: string; link?: boolean }): Promise<{ out: string; copied: string[] }>;
