import { useMemo } from 'react';
import { resolveBaseUrl } from '../../api/client';
import { useApp } from '../app-context';

/**
 * This element's API base as an absolute URL ending in `/`: what relative URLs in platform texts
 * (rich-text links) resolve against, as the API client resolves its own.
 */
export function useApiBase(): string {
  const { deps } = useApp();
  return useMemo(() => resolveBaseUrl(deps.config.apiBase), [deps.config.apiBase]);
}
