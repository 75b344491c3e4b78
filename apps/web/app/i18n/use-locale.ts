import { useLocation } from 'react-router';
import type { UiLocale } from '@portal/contract';
import { getLocaleFromPath } from './locale';

/** The interface language of the current page; the URL is the single source (spec §2). */
export function useLocale(): UiLocale {
  return getLocaleFromPath(useLocation().pathname);
}
