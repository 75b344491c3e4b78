import { canFileRequests, endpoints, type ExporterCountryAction } from '@portal/contract';
import { getLocaleFromPath } from '../../i18n/locale';
import { IMPORTING_RESOURCES } from '../../i18n/importing';
import { type RouteContext } from '../../lib/app-context';
import { formatDate, formatDateRange } from '../../lib/format';
import { defineFormHandler } from '../../lib/forms/submit-form.server';
import { userContext } from '../../lib/session/guard-middleware.server';
import en from './content/en.json';
import ua from './content/ua.json';
import {
  findCountry,
  splitActions,
  STEP_FIELDS,
  STEPS_FIELDS,
  TAKE_PART_FIELDS,
  toStepBody,
  toStepsBodies,
  toTakePartBody,
  type CabinetAction,
  type ImportingCabinetData,
  STEP_INTENT,
  STEPS_INTENT,
  TAKE_PART_INTENT,
} from './importing-cabinet-model';
import { parseCountryParam, summarize } from './importing-countries-content';
import { notFound } from '../../lib/read-record.server';
import { serverApi } from '../../lib/server-api.server';

const CONTENT = { ua, en } as const;
/** Coming actions listed below the countries; the chosen country shows all of its own. */
const UPCOMING_MAX = 6;

type Input = { request: Request; context: RouteContext };

/**
 * /profile/importing-countries (spec §2, issue 15 §3): the importing countries by region with
 * the company's progress in each, the chosen country (`?country=PL`) with its steps, overview and
 * actions, the actions the company takes part in and the coming ones. A country that is not an
 * importing country is the 404 page, as on the public page.
 */
export async function loadImportingCabinet({
  request,
  context,
}: Input): Promise<
  ImportingCabinetData & { pageMeta: { title: string; description: string; noindex: true } }
> {
  const url = new URL(request.url);
  const locale = getLocaleFromPath(url.pathname);
  const content = CONTENT[locale];
  const texts = IMPORTING_RESOURCES[locale === 'en' ? 'en' : 'uk'];
  const api = serverApi({ request, context });
  const raw = url.searchParams.get('country') ?? '';
  const code = parseCountryParam(raw);

  const [groups, fields, actions] = await Promise.all([
    api.call(endpoints.listImportingCountries),
    api.call(endpoints.listProgressFields),
    api.call(endpoints.listExporterCountryActions),
  ]);
  const chosen = findCountry(groups, code);
  if (raw.trim() !== '' && !chosen) notFound();

  const withDates = (action: ExporterCountryAction): CabinetAction => ({
    ...action,
    dates: formatDateRange(action.starts_on, action.ends_on, locale),
    applyBy: formatDate(action.apply_by, locale),
  });
  const all = actions.map(withDates);
  const { mine, others } = splitActions(all);
  const details = chosen
    ? await api.call(endpoints.getGeoCountryInfo, { params: { id: String(chosen.id) } })
    : null;

  return {
    content,
    groups,
    fields,
    country:
      details && chosen
        ? {
            ...details,
            done_fields: chosen.done_fields,
            progress: chosen.progress,
            actions: all.filter((action) => action.country.id === chosen.id),
          }
        : null,
    myActions: mine,
    upcoming: others.slice(0, UPCOMING_MAX),
    canWrite: canFileRequests(context.get(userContext)),
    pageMeta: {
      title: details ? `${details.name} — ${texts.page.title}` : texts.page.title,
      description: details ? summarize(details.info.summary) : texts.meta.description,
      noindex: true,
    },
  };
}

/**
 * The page's forms: one step (a checkbox, with JavaScript), every step of a country (the steps
 * form without JavaScript) and taking part in an action. Each answer is the API's; the page
 * then reads the progress and the participation again.
 */
export function buildImportingCabinetHandlers() {
  return {
    [STEP_INTENT]: defineFormHandler({
      fields: STEP_FIELDS,
      async submit({ api, values }) {
        const country = await api.call(endpoints.storeProgressRecord, { body: toStepBody(values) });
        return { data: { progress: country.progress } };
      },
    }),
    [STEPS_INTENT]: defineFormHandler({
      fields: STEPS_FIELDS,
      async submit({ api, values }) {
        const fields = await api.call(endpoints.listProgressFields);
        let progress = null;
        // One at a time: the last answer is the country after every change.
        for (const body of toStepsBodies(values, fields)) {
          progress = (await api.call(endpoints.storeProgressRecord, { body })).progress;
        }
        return { data: { progress } };
      },
    }),
    [TAKE_PART_INTENT]: defineFormHandler({
      fields: TAKE_PART_FIELDS,
      async submit({ api, values }) {
        const action = await api.call(endpoints.takePartInCountryAction, { body: toTakePartBody(values) });
        return { data: { actionId: action.id } };
      },
    }),
  };
}
