import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ClientConfig } from '@portail/common';
import { buildPaths, type Paths } from '../../routes/paths';
import { FALLBACK_CONFIG } from './api/config';

interface AppConfig extends ClientConfig {
  /** Capitalised for display in sentences ("Veuillez contacter Stryker"). */
  providerLabel: string;
  paths: Paths;
}

const toAppConfig = (config: ClientConfig): AppConfig => ({
  ...config,
  providerLabel: config.providerName.charAt(0).toUpperCase() + config.providerName.slice(1),
  paths: buildPaths(config.providerName),
});

const ConfigContext = createContext<AppConfig>(toAppConfig(FALLBACK_CONFIG));

export function ConfigProvider({ config, children }: { config: ClientConfig; children: ReactNode }) {
  const value = useMemo(() => toAppConfig(config), [config]);
  return <ConfigContext.Provider value={value}>{children}</ConfigContext.Provider>;
}

export const useAppConfig = (): AppConfig => useContext(ConfigContext);
export const usePaths = (): Paths => useContext(ConfigContext).paths;
