import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { HsGroup, HsProductItem } from '@portal/contract';
import { HsCodeCombobox } from '../classification/hs-code-combobox';
import { findSectionOfGroup, type HsCodeHit } from '../classification/hs-code-search';
import { controlProps, INPUT_CLASSES, LabelledField } from '../form/field-parts';
import type { ApiFormFields } from '../form/use-api-form';
import { useRequestsTranslation } from '../../i18n/requests';
import { createApiClient } from '../../lib/api-client';
import { cx } from '../../lib/cx';
import {
  CLASSIFICATION_FIELDS,
  findGroups,
  findProductItems,
  type ClassificationLists,
  type ClassificationValue,
} from './classification-data';

export type ClassificationPickerProps = {
  /** The form (ids, errors beside each select, values typed before a failed submit). */
  form: ApiFormFields;
  /** The options to start with: `loadClassificationLists(api, initial)` in the loader. */
  lists: ClassificationLists;
  /** The saved place; '' where nothing is chosen. */
  initial: ClassificationValue;
  /**
   * The deepest level that must be chosen: 'productItem' for an export application, 'section'
   * when group and item are optional (a market-analysis request).
   */
  requiredLevel?: 'section' | 'group' | 'productItem';
  /** Offers a search by words or code that fills all three selects (default true). */
  hasSearch?: boolean;
  onChange?: (value: ClassificationValue) => void;
  legend: ReactNode;
  testId?: string;
};

type Loading = 'groups' | 'items' | null;

/** The search finds product items (4 digits), the deepest level of the selects. */
const SEARCHED_LEVELS = ['productItem'] as const;

/**
 * The customs classification in three dependent selects, section → group → product item
 * (`/common/hcdcs/*`), posting `hs_section`, `hs_group` and `hs_product_item`. Choosing a level
 * loads the next and clears what lay below it. The customs-code search (HsCodeCombobox) finds a
 * product item by its name in either language or by its code and fills all three at once.
 */
export function ClassificationPicker({
  form,
  lists,
  initial,
  requiredLevel = 'productItem',
  hasSearch = true,
  onChange,
  legend,
  testId = 'classification-picker',
}: ClassificationPickerProps) {
  const { t } = useRequestsTranslation();
  const [value, setValue] = useState<ClassificationValue>(() => ({
    section: form.valueOf(CLASSIFICATION_FIELDS.section, initial.section),
    group: form.valueOf(CLASSIFICATION_FIELDS.group, initial.group),
    productItem: form.valueOf(CLASSIFICATION_FIELDS.productItem, initial.productItem),
  }));
  const [groups, setGroups] = useState<HsGroup[]>(lists.groups);
  const [items, setItems] = useState<HsProductItem[]>(lists.items);
  const [loading, setLoading] = useState<Loading>(null);
  const [failed, setFailed] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const update = (next: ClassificationValue) => {
    setValue(next);
    onChange?.(next);
  };

  /** Runs one load at a time: a newer choice cancels the older load. */
  async function load<T>(kind: Loading, run: (signal: AbortSignal) => Promise<T>): Promise<T | null> {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoading(kind);
    setFailed(false);
    try {
      return await run(current.signal);
    } catch {
      if (!current.signal.aborted) setFailed(true);
      return null;
    } finally {
      if (!current.signal.aborted) setLoading(null);
    }
  }

  const chooseSection = async (section: string) => {
    update({ section, group: '', productItem: '' });
    setGroups([]);
    setItems([]);
    if (!section) return;
    const found = await load('groups', (signal) => findGroups(createApiClient(), section, signal));
    if (found) setGroups(found);
  };

  const chooseGroup = async (group: string) => {
    update({ ...value, group, productItem: '' });
    setItems([]);
    if (!group) return;
    const found = await load('items', (signal) => findProductItems(createApiClient(), group, signal));
    if (found) setItems(found);
  };

  /**
   * A product item found by the search: its section from the sections' chapter ranges, then
   * all three lists and selects filled; false when the lists could not be loaded (the failure
   * is shown below the selects).
   */
  const chooseHit = async (hit: HsCodeHit): Promise<boolean> => {
    const api = createApiClient();
    const group = hit.parent;
    const section = findSectionOfGroup(lists.sections, group);
    const result = await load('items', async (signal) => {
      if (!section) throw new Error('unknown group');
      return Promise.all([findGroups(api, section, signal), findProductItems(api, group, signal)]);
    });
    if (!result || !section) return false;
    const [sectionGroups, groupItems] = result;
    setGroups(sectionGroups);
    setItems(groupItems);
    update({ section, group, productItem: hit.code });
    document.getElementById(`${form.idPrefix}-${CLASSIFICATION_FIELDS.productItem}`)?.focus();
    return true;
  };

  const levels = ['section', 'group', 'productItem'] as const;
  const isRequired = (level: (typeof levels)[number]) =>
    levels.indexOf(level) <= levels.indexOf(requiredLevel);

  return (
    <fieldset data-testid={testId}>
      <legend className="mb-3 text-base font-bold text-brand-900">{legend}</legend>
      {hasSearch && <HsCodeCombobox levels={SEARCHED_LEVELS} onChoose={chooseHit} className="mb-4" />}
      <div className="grid gap-4">
        <LevelSelect
          form={form}
          name={CLASSIFICATION_FIELDS.section}
          label={t('shared.classification.section')}
          value={value.section}
          required={isRequired('section')}
          placeholder={t('shared.classification.choose')}
          options={lists.sections.map((section) => ({
            value: section.code,
            label: `${section.code}. ${section.name}`,
          }))}
          onChange={(next) => void chooseSection(next)}
        />
        <LevelSelect
          form={form}
          name={CLASSIFICATION_FIELDS.group}
          label={t('shared.classification.group')}
          value={value.group}
          required={isRequired('group')}
          placeholder={
            loading === 'groups'
              ? t('shared.classification.loading')
              : value.section
                ? t('shared.classification.choose')
                : t('shared.classification.sectionFirst')
          }
          disabled={!value.section || loading === 'groups'}
          options={groups.map((group) => ({ value: group.code, label: `${group.code}. ${group.name}` }))}
          onChange={(next) => void chooseGroup(next)}
        />
        <LevelSelect
          form={form}
          name={CLASSIFICATION_FIELDS.productItem}
          label={t('shared.classification.productItem')}
          value={value.productItem}
          required={isRequired('productItem')}
          placeholder={
            loading === 'items'
              ? t('shared.classification.loading')
              : value.group
                ? t('shared.classification.choose')
                : t('shared.classification.groupFirst')
          }
          disabled={!value.group || loading === 'items'}
          options={items.map((item) => ({ value: item.code, label: `${item.code}. ${item.name}` }))}
          onChange={(productItem) => update({ ...value, productItem })}
        />
      </div>
      <p role="status" className={cx(failed ? 'mt-2 text-sm font-medium text-red-700' : 'sr-only')}>
        {failed ? t('shared.classification.failed') : ''}
      </p>
    </fieldset>
  );
}

type LevelSelectProps = {
  form: ApiFormFields;
  name: string;
  label: string;
  value: string;
  required: boolean;
  placeholder: string;
  disabled?: boolean;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
};

function LevelSelect({
  form,
  name,
  label,
  value,
  required,
  placeholder,
  disabled,
  options,
  onChange,
}: LevelSelectProps) {
  // A saved value whose list has not arrived stays selectable, so it is never lost silently.
  const hasValue = value === '' || options.some((option) => option.value === value);
  return (
    <LabelledField form={form} name={name} label={label} required={required}>
      {(field) => (
        <select
          {...controlProps(field)}
          name={name}
          value={value}
          required={required}
          disabled={disabled && value === ''}
          onChange={(event) => onChange(event.target.value)}
          className={cx(INPUT_CLASSES, 'truncate pr-10')}
        >
          <option value="">{placeholder}</option>
          {!hasValue && <option value={value}>{value}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
