import { LOCALE_ISO, type RequestPermissions as Permissions, type UiLocale } from '@portal/contract';

/** What the exporter may do with a request now (the same for both kinds of request). */
type RequestPermissions = Permissions;

/** What an exporter may do with a request, in the order a manager reads it. */
export const EXPORTER_ACTIONS = ['edit', 'delete', 'submit', 'rate'] as const;
export type ExporterAction = (typeof EXPORTER_ACTIONS)[number];

const PERMISSION: Record<ExporterAction, keyof RequestPermissions> = {
  edit: 'can_edit',
  delete: 'can_delete',
  submit: 'can_submit',
  rate: 'can_rate',
};

/** The actions the request's permissions allow now. */
export function listExporterActions(permissions: RequestPermissions): ExporterAction[] {
  return EXPORTER_ACTIONS.filter((action) => permissions[PERMISSION[action]]);
}

type Translate = (key: `request.exporterMay.${ExporterAction | 'nothing'}`) => string;

/**
 * What the exporter may do with the request now, as a manager says it ('редагувати, видалити
 * і подати на розгляд'; 'лише переглядати заявку' when nothing) instead of a column of yes/no
 * flags named after the API's fields (issue 13).
 */
export function describeExporterActions(
  permissions: RequestPermissions,
  t: Translate,
  locale: UiLocale,
): string {
  const actions = listExporterActions(permissions);
  if (actions.length === 0) return t('request.exporterMay.nothing');
  const list = new Intl.ListFormat(LOCALE_ISO[locale], { style: 'long', type: 'conjunction' });
  return list.format(actions.map((action) => t(`request.exporterMay.${action}`)));
}
