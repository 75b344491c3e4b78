import type { FastifyInstance } from 'fastify';
import {
  ASSISTANT_EXAMPLE,
  COUNTRY_ANALYSIS_EXAMPLE,
  COUNTRY_ANALYSIS_RESULT_EXAMPLE,
  endpoints,
  PUBLISHED_ANALYSIS_EXAMPLE,
  type AdminPublishedAnalysisBody,
  type AssistantBody,
  type CountryAnalysisBody,
} from '@portal/contract';
import type { SignedInUser } from './accounts';
import { callOk } from './call';
import { moveAsManager, moveSubmittedTo } from './requests';
import { uploadTestFile } from './uploads';

/**
 * Fixtures of issue 15's tests: a subscription, country-analysis and assistance requests, a
 * finished analysis attached, published analyses.
 */

/** A country-analysis request body (`POST /country-analyses/manage/store`): the entry's example. */
export const VALID_COUNTRY_ANALYSIS = COUNTRY_ANALYSIS_EXAMPLE;
/** An assistance request body (`POST /assistant/store`): the entry's example. */
export const VALID_ASSISTANT = ASSISTANT_EXAMPLE;

/** The company's 14-day trial (`POST /subscriptions/trial`): an active subscription. */
export async function subscribe(app: FastifyInstance, exporter: SignedInUser): Promise<void> {
  await callOk(app, endpoints.startTrial, { body: {} }, { as: exporter });
}

/** A country-analysis request through the API (submitted unless the body says `submit: false`). */
export function createCountryAnalysis(
  app: FastifyInstance,
  exporter: SignedInUser,
  body: CountryAnalysisBody = VALID_COUNTRY_ANALYSIS,
) {
  return callOk(app, endpoints.createCountryAnalysisRequest, { body }, { as: exporter });
}

/** An assistance request through the API (sent to the managers). */
export function createAssistant(
  app: FastifyInstance,
  exporter: SignedInUser,
  body: AssistantBody = VALID_ASSISTANT,
) {
  return callOk(app, endpoints.createAssistantRequest, { body }, { as: exporter });
}

/**
 * A manager attaches the finished analysis (the entry's example: text in both languages and a PDF,
 * uploaded first by the manager when the body names none).
 */
export async function attachResult(app: FastifyInstance, manager: SignedInUser, id: string, body?: object) {
  const sent = body ?? { ...COUNTRY_ANALYSIS_RESULT_EXAMPLE, pdf: await uploadTestFile(app, manager, 'pdf') };
  return callOk(
    app,
    endpoints.attachAdminCountryAnalysisResult,
    { params: { id }, body: sent },
    { as: manager },
  );
}

/**
 * Moves a submitted country-analysis request on to `to` as the back office does; on the way to
 * `approved` or `closed` the manager attaches the finished analysis while it is in work.
 */
export async function moveCountryAnalysisTo(
  app: FastifyInstance,
  manager: SignedInUser,
  id: string,
  to: 'accepted' | 'in_process' | 'in_finalization' | 'approved' | 'denied' | 'closed',
): Promise<void> {
  if (to !== 'approved' && to !== 'closed') return moveSubmittedTo(app, manager, 'country_analysis', id, to);
  await moveSubmittedTo(app, manager, 'country_analysis', id, 'in_process');
  await attachResult(app, manager, id);
  await moveAsManager(app, manager, { kind: 'country_analysis', id, to: 'approved' });
  if (to === 'closed') await moveAsManager(app, manager, { kind: 'country_analysis', id, to: 'closed' });
}

/** A country analysis written in the back office, published unless told otherwise. */
export async function createPublishedAnalysis(
  app: FastifyInstance,
  manager: SignedInUser,
  body: AdminPublishedAnalysisBody = PUBLISHED_ANALYSIS_EXAMPLE,
  options: { publish?: boolean } = {},
) {
  const created = await callOk(app, endpoints.createAdminPublishedAnalysis, { body }, { as: manager });
  if (options.publish === false) return created;
  return callOk(
    app,
    endpoints.publishAdminPublishedAnalysis,
    { params: { id: created.id }, body: {} },
    { as: manager },
  );
}
