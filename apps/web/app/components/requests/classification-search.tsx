import { useEffect, useId, useRef, useState } from 'react';
import { endpoints, HS_SEARCH_MIN_LENGTH, UI, type HsProductItem } from '@portal/contract';
import { INPUT_CLASSES } from '../form/field-parts';
import { useRequestsTranslation } from '../../i18n/requests';
import { createApiClient } from '../../lib/api-client';
import { cx } from '../../lib/cx';

type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; hits: HsProductItem[] }
  | { status: 'failed' };

/** At most this many hits are shown; typing more narrows them. */
const MAX_HITS = 12;

/** Product items by words (either language) or code; waits 200 ms after typing (spec §9). */
export function ClassificationSearch({ onChoose }: { onChoose: (hit: HsProductItem) => void }) {
  const { t } = useRequestsTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const isSearchable = query.trim().length >= HS_SEARCH_MIN_LENGTH;

  useEffect(() => {
    if (!isSearchable) return;
    const timer = window.setTimeout(() => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'searching' });
      createApiClient()
        .call(
          endpoints.listHsProductItems,
          { query: { search: query.trim() } },
          { signal: current.signal, handleErrors: false },
        )
        .then(
          (hits) => !current.signal.aborted && setState({ status: 'done', hits: hits.slice(0, MAX_HITS) }),
          () => !current.signal.aborted && setState({ status: 'failed' }),
        );
    }, UI.fetchDelayMs);
    return () => window.clearTimeout(timer);
  }, [query, isSearchable]);
  useEffect(() => () => controller.current?.abort(), []);

  const view: SearchState = isSearchable ? state : { status: 'idle' };
  const status =
    view.status === 'searching'
      ? t('shared.classification.searching')
      : view.status === 'failed'
        ? t('shared.classification.failed')
        : view.status === 'done'
          ? view.hits.length === 0
            ? t('shared.classification.none')
            : t('shared.classification.found', { count: view.hits.length })
          : '';

  return (
    <div
      className="mb-4 rounded-xl border border-brand-100 bg-brand-50/60 p-4"
      data-testid="classification-search"
    >
      <label htmlFor={`${id}-query`} className="text-[15px] font-semibold text-ink">
        {t('shared.classification.search')}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm leading-snug text-muted">
        {t('shared.classification.searchHint')}
      </p>
      <input
        id={`${id}-query`}
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          // Enter goes to the first hit rather than to the next field of the form.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          document.getElementById(`${id}-results`)?.querySelector('button')?.focus();
        }}
        aria-describedby={`${id}-hint ${id}-status`}
        aria-controls={`${id}-results`}
        className={cx(INPUT_CLASSES, 'mt-2')}
        data-testid="classification-query"
      />
      <p id={`${id}-status`} role="status" className="mt-2 min-h-5 text-sm text-muted">
        {status}
      </p>
      <ul id={`${id}-results`} className="flex max-h-72 flex-col gap-1 overflow-y-auto">
        {view.status === 'done' &&
          view.hits.map((hit) => (
            <li key={hit.code}>
              <button
                type="button"
                onClick={() => {
                  onChoose(hit);
                  setQuery('');
                }}
                data-testid="classification-hit"
                className="flex w-full items-start gap-3 rounded-lg bg-white px-3 py-2 text-left text-[15px] leading-snug transition-colors duration-200 hover:bg-brand-100"
              >
                <span className="w-12 shrink-0 font-mono font-bold text-brand-800 tabular-nums">
                  {hit.code}
                </span>
                <span className="text-ink">{hit.name}</span>
              </button>
            </li>
          ))}
      </ul>
    </div>
  );
}
