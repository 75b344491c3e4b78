import { toApiLocale } from '@portal/contract';
import { CHECKLIST_RESOURCES } from '../../i18n/checklist';
import { getLocaleFromPath } from '../../i18n/locale';
import type { PageMeta } from '../../i18n/meta';

type MetaTitleKey = keyof (typeof CHECKLIST_RESOURCES)['uk']['meta'];

/**
 * The head of a cabinet page of issue 5 (`buildPageMeta(args, checklistPageMeta(args, 'listTitle'))`):
 * its title from the `checklist` namespace in the URL's language, never indexed.
 */
export function checklistPageMeta(
  args: { location: { pathname: string } },
  key: MetaTitleKey,
  suffix?: string,
): PageMeta {
  const texts = CHECKLIST_RESOURCES[toApiLocale(getLocaleFromPath(args.location.pathname))].meta;
  return {
    title: suffix ? `${texts[key]} ${suffix}` : texts[key],
    description: texts.description,
    noindex: true,
  };
}
