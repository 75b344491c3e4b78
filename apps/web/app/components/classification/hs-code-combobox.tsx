import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { HS_SEARCH_MAX_LENGTH, UI } from '@portal/contract';
import { INPUT_CLASSES } from '../form/field-parts';
import { useClassificationTranslation } from '../../i18n/classification';
import { createApiClient } from '../../lib/api-client';
import { cx } from '../../lib/cx';
import {
  announceHsSearch,
  isHsQuerySearchable,
  moveActiveOption,
  normalizeHsQuery,
  orderLevels,
  searchHsCodes,
  toDoneState,
  type HsCodeHit,
  type HsSearchLevel,
  type HsSearchState,
} from './hs-code-search';

export type HsCodeComboboxProps = {
  /** What to find: ['productItem'] for a 4-digit item, ['productItem', 'goodsGroup'] for a code of 4 or 6. */
  levels: readonly HsSearchLevel[];
  /**
   * A hit was chosen (click, tap or Enter). The form takes it (fills its fields, moves focus);
   * `false` (or a rejection) means it could not, and the choice is not announced.
   */
  onChoose: (hit: HsCodeHit) => void | boolean | Promise<void | boolean>;
  /** The search's label and hint; by default those of the deepest level searched. */
  label?: string;
  hint?: string;
  className?: string;
};

const IDLE: HsSearchState = { status: 'idle' };

/**
 * The customs-code search of the forms (HS 2022 / УКТ ЗЕД): an editable combobox with a list
 * (WAI-ARIA APG, list autocomplete without automatic selection). Typing words in either language
 * or a code searches 200 ms after the last key (spec §9), cancelling a search still under way;
 * Down and Up move through the hits (Alt+Down opens the list), Enter or a tap chooses, Escape
 * closes the list and then clears the query. The count of hits, the failures and the choice are
 * announced in a live region. Enter never submits the form from here.
 */
export function HsCodeCombobox({ levels, onChoose, label, hint, className }: HsCodeComboboxProps) {
  const { t } = useClassificationTranslation();
  const id = useId();
  const ids = {
    input: `${id}-query`,
    hint: `${id}-hint`,
    status: `${id}-status`,
    list: `${id}-list`,
    option: (index: number) => `${id}-option-${index}`,
  };
  const [query, setQuery] = useState('');
  const [state, setState] = useState<HsSearchState>(IDLE);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<HsCodeHit | null>(null);
  const asked = orderLevels(levels);
  const deepest = asked.at(-1) ?? 'productItem';
  const levelsKey = asked.join(' ');
  const search = normalizeHsQuery(query);

  useEffect(() => {
    if (!isHsQuerySearchable(search)) return;
    // A newer query (or leaving the page) cancels both the wait and a request under way.
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState({ status: 'searching' });
      setActive(-1);
      const searched = levelsKey.split(' ') as HsSearchLevel[];
      searchHsCodes(createApiClient(), search, searched, controller.signal).then(
        (result) => !controller.signal.aborted && setState(toDoneState(result)),
        () => !controller.signal.aborted && setState({ status: 'failed' }),
      );
    }, UI.fetchDelayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [search, levelsKey]);

  // A query too short to search shows nothing, whatever the last search found.
  const view = isHsQuerySearchable(search) ? state : IDLE;
  const hits = view.status === 'done' ? view.hits : [];
  const isExpanded = isOpen && hits.length > 0;
  const activeIndex = isExpanded && active < hits.length ? active : -1;

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(ids.option(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  const close = () => {
    setIsOpen(false);
    setActive(-1);
  };

  async function choose(hit: HsCodeHit) {
    close();
    try {
      if ((await onChoose(hit)) === false) return;
      setChosen(hit);
    } catch {
      // The form reports its own failure.
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (hits.length === 0) return;
        event.preventDefault();
        if (event.altKey) {
          // Alt+Down opens the list without choosing; Alt+Up closes it.
          if (event.key === 'ArrowDown') setIsOpen(true);
          else close();
          return;
        }
        setIsOpen(true);
        setActive(moveActiveOption(activeIndex, event.key, hits.length));
        return;
      }
      case 'Enter': {
        // The search box is not a field of the form: Enter neither submits nor moves on.
        event.preventDefault();
        const hit = hits[activeIndex];
        if (hit) void choose(hit);
        else if (hits.length > 0) {
          setIsOpen(true);
          setActive(0);
        }
        return;
      }
      case 'Escape':
        if (isExpanded) {
          event.preventDefault();
          close();
        } else if (query) {
          event.preventDefault();
          setQuery('');
          setChosen(null);
        }
        return;
      case 'Home':
      case 'End':
      case 'ArrowLeft':
      case 'ArrowRight':
        // The caret moves in the text; no option stays active.
        setActive(-1);
        return;
    }
  }

  const announcement = announceHsSearch(view, chosen);
  let statusText = '';
  if (announcement?.key === 'found') {
    statusText = t('found', { count: announcement.count });
    if (announcement.isLimited) statusText += ` ${t('more')}`;
  } else if (announcement?.key === 'chosen') {
    statusText = t('chosen', { code: announcement.code, name: announcement.name });
  } else if (announcement) {
    statusText = t(announcement.key);
  }
  const showsLevel = asked.length > 1;

  return (
    <div
      className={cx('rounded-xl border border-brand-100 bg-brand-50/60 p-4', className)}
      data-testid="hs-code-search"
    >
      <label htmlFor={ids.input} className="text-[15px] font-semibold text-ink">
        {label ?? t(`label.${deepest}`)}
      </label>
      <p id={ids.hint} className="mt-1 text-sm leading-snug text-muted">
        {hint ?? t(`hint.${deepest}`)}
      </p>
      <input
        id={ids.input}
        type="text"
        role="combobox"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={HS_SEARCH_MAX_LENGTH}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setChosen(null);
          setIsOpen(true);
          setActive(-1);
        }}
        onClick={() => setIsOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={ids.list}
        aria-activedescendant={activeIndex >= 0 ? ids.option(activeIndex) : undefined}
        aria-describedby={`${ids.hint} ${ids.status}`}
        className={cx(INPUT_CLASSES, 'mt-2')}
        data-testid="hs-code-query"
      />
      {/* Pressing an option keeps the focus in the input, so the list does not close before the click. */}
      <ul
        id={ids.list}
        role="listbox"
        aria-label={t('results')}
        hidden={!isExpanded}
        onMouseDown={(event) => event.preventDefault()}
        className="mt-1 flex max-h-80 flex-col gap-1 overflow-y-auto overscroll-contain rounded-lg border border-slate-300 bg-white p-1 shadow-sm"
      >
        {hits.map((hit, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the combobox input's (aria-activedescendant)
          <li
            key={hit.code}
            id={ids.option(index)}
            role="option"
            aria-selected={index === activeIndex}
            tabIndex={-1}
            onClick={() => void choose(hit)}
            onMouseMove={() => index !== activeIndex && setActive(index)}
            data-testid="hs-code-option"
            className={cx(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-md px-3 py-2 text-[15px] leading-snug',
              index === activeIndex ? 'bg-brand-100 outline-2 outline-brand-600' : 'hover:bg-brand-50',
            )}
          >
            <span className="w-16 shrink-0 font-mono font-bold text-brand-800 tabular-nums">{hit.code}</span>
            <span className="min-w-0 text-ink [overflow-wrap:anywhere]">
              {hit.name}
              {showsLevel && <span className="ml-1 text-sm text-muted">({t(`level.${hit.level}`)})</span>}
            </span>
          </li>
        ))}
      </ul>
      <p id={ids.status} role="status" className="mt-2 min-h-5 text-sm text-muted">
        {statusText}
      </p>
    </div>
  );
}
