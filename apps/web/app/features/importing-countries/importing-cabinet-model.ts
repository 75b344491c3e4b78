import type {
  ExporterCountryAction,
  GeoCountryDetails,
  ImportingCountry,
  ImportingCountryGroup,
  ProgressField,
  ProgressRecordBody,
} from '@portal/contract';
import type { FieldSpec, FormValues } from '../../lib/forms/form-values';
import type { ImportingCountriesContent } from './importing-countries-content';

/**
 * /profile/importing-countries (issue 15 §3, decision 029): what the cabinet page shows and
 * what its forms send. Progress (`done_fields`, `progress`) and participation (`taking_part`,
 * `can_take_part`, `apply_by`) are the API's answers, read as they are: nothing is computed here.
 */

/** One step of one country, sent when a checkbox changes (with JavaScript). */
export const STEP_INTENT = 'progress-step';
export const STEP_FIELDS = {
  geo_country_id: 'hidden',
  field_id: 'hidden',
  done: 'hidden',
} as const satisfies FieldSpec;

/** Every step of one country at once: the steps form sent without JavaScript. */
export const STEPS_INTENT = 'progress-steps';
export const STEPS_FIELDS = { geo_country_id: 'hidden', field_ids: 'list' } as const satisfies FieldSpec;

/** Taking part in a country action. */
export const TAKE_PART_INTENT = 'take-part';
export const TAKE_PART_FIELDS = { country_action_id: 'hidden' } as const satisfies FieldSpec;

/** A country action with its dates already printed on the server (no hydration mismatch). */
export type CabinetAction = ExporterCountryAction & { dates: string; applyBy: string };

export type CabinetCountry = Omit<GeoCountryDetails, 'actions'> & {
  /** The company's progress in this country (from the countries' list). */
  done_fields: number[];
  progress: ImportingCountry['progress'];
  /** The country's actions with the company's participation. */
  actions: CabinetAction[];
};

export type ImportingCabinetData = {
  content: ImportingCountriesContent;
  groups: ImportingCountryGroup[];
  fields: ProgressField[];
  country: CabinetCountry | null;
  /** Actions the company takes part in (the coming ones, then the ended ones). */
  myActions: CabinetAction[];
  /** Coming actions it does not take part in yet, in every country. */
  upcoming: CabinetAction[];
  /** Whether the company may tick steps and take part (approved, the API's own rule). */
  canWrite: boolean;
};

const text = (values: FormValues, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * A row id as the form sent it: digits become the number the API expects; anything else goes
 * unchanged, so the API answers its own localised 422 on the field, never a crash here.
 */
export function toRowId(value: string): number {
  return /^\d{1,10}$/.test(value) ? Number(value) : (value as unknown as number);
}

/** The body of one step's checkbox: `done` is 'true' to tick, anything else unticks. */
export function toStepBody(values: FormValues): ProgressRecordBody {
  return {
    geo_country_id: toRowId(text(values, 'geo_country_id')),
    field_id: toRowId(text(values, 'field_id')),
    done: text(values, 'done') === 'true',
  };
}

/**
 * The bodies of the steps form without JavaScript: every step of the page's list, ticked when
 * its id was sent, unticked otherwise (the call is idempotent, so unchanged steps stay as they
 * are). An id sent that is no step of the list is sent as ticked, for the API's 422.
 */
export function toStepsBodies(
  values: FormValues,
  fields: readonly Pick<ProgressField, 'id'>[],
): ProgressRecordBody[] {
  const country = toRowId(text(values, 'geo_country_id'));
  const raw = values.field_ids;
  const ticked = new Set((Array.isArray(raw) ? raw : []).map((id) => id.trim()));
  const known = new Set(fields.map((field) => String(field.id)));
  const bodies = fields.map((field) => ({
    geo_country_id: country,
    field_id: field.id,
    done: ticked.has(String(field.id)),
  }));
  const unknown = [...ticked].filter((id) => !known.has(id));
  return [
    ...unknown.map((id) => ({ geo_country_id: country, field_id: toRowId(id), done: true })),
    ...bodies,
  ];
}

/** The body of a take-part form. */
export function toTakePartBody(values: FormValues): { country_action_id: number } {
  return { country_action_id: toRowId(text(values, 'country_action_id')) };
}

/** Where an action's take-part control stands, read from the API's flags. */
export type ParticipationState = 'taking-part' | 'open' | 'closed' | 'not-approved';

export function decideParticipation(
  action: Pick<ExporterCountryAction, 'taking_part' | 'can_take_part'>,
  canWrite: boolean,
): ParticipationState {
  if (action.taking_part) return 'taking-part';
  if (!canWrite) return 'not-approved';
  return action.can_take_part ? 'open' : 'closed';
}

/** The actions of the company's list (`taking_part`) and the others, each in the API's order. */
export function splitActions<T extends Pick<ExporterCountryAction, 'taking_part'>>(
  actions: readonly T[],
): { mine: T[]; others: T[] } {
  return {
    mine: actions.filter((action) => action.taking_part),
    others: actions.filter((action) => !action.taking_part),
  };
}

/** The country in the answer's groups with this code. */
export function findCountry(
  groups: readonly ImportingCountryGroup[],
  code: string | null,
): ImportingCountry | undefined {
  if (!code) return undefined;
  return groups.flatMap((group) => group.countries).find((country) => country.code === code);
}
