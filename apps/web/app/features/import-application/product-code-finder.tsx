import { useEffect, useId, useRef, useState } from 'react';
import { endpoints, UI } from '@portal/contract';
import { INPUT_CLASSES } from '../../components/form/field-parts';
import { usePagesTranslation } from '../../i18n/pages';
import { createApiClient } from '../../lib/api-client';
import { isSearchable, mergeProductCodeHits, type ProductCodeHit } from './product-code-search';

type FinderState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; hits: ProductCodeHit[] }
  | { status: 'failed' };

/** Searches headings and subheadings at once, by code or by words in either language. */
async function searchProductCodes(query: string, signal: AbortSignal): Promise<ProductCodeHit[]> {
  const api = createApiClient();
  const input = { query: { search: query.trim() } };
  const options = { signal, handleErrors: false };
  const [headings, subheadings] = await Promise.all([
    api.call(endpoints.listHsProductItems, input, options),
    api.call(endpoints.listHsGoodsGroups, input, options),
  ]);
  return mergeProductCodeHits(headings, subheadings);
}

/**
 * Finds the customs code for the `hs_code` field (spec §7 get-product-items, get-gs): typing waits
 * 200 ms (spec §9 fetch delay) before searching; choosing a hit fills the field and returns focus
 * to it. Rendered only once JavaScript runs: without it the field is typed in directly.
 */
export function ProductCodeFinder({ targetId }: { targetId: string }) {
  const { t } = usePagesTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<FinderState>({ status: 'idle' });
  const [chosen, setChosen] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!isSearchable(query)) return;
    const timer = window.setTimeout(() => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: 'searching' });
      searchProductCodes(query, current.signal).then(
        (hits) => {
          if (!current.signal.aborted) setState({ status: 'done', hits });
        },
        () => {
          if (!current.signal.aborted) setState({ status: 'failed' });
        },
      );
    }, UI.fetchDelayMs);
    return () => window.clearTimeout(timer);
  }, [query]);

  useEffect(() => () => controller.current?.abort(), []);

  function choose(hit: ProductCodeHit) {
    const input = document.getElementById(targetId);
    if (input instanceof HTMLInputElement) {
      input.value = hit.code;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.focus();
    }
    setChosen(hit.code);
  }

  // A query too short to search shows nothing, whatever the last search found.
  const view: FinderState = isSearchable(query) ? state : { status: 'idle' };
  const statusText =
    view.status === 'searching'
      ? t('importApplication.finderSearching')
      : view.status === 'failed'
        ? t('importApplication.finderFailed')
        : view.status === 'done'
          ? view.hits.length === 0
            ? t('importApplication.finderNone')
            : t('importApplication.finderResults', { count: view.hits.length })
          : chosen
            ? t('importApplication.finderChosen', { code: chosen })
            : '';

  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50/60 p-4" data-testid="product-code-finder">
      <label htmlFor={`${id}-query`} className="text-[15px] font-semibold text-ink">
        {t('importApplication.finderLabel')}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm leading-snug text-muted">
        {t('importApplication.finderHint')}
      </p>
      <input
        id={`${id}-query`}
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setChosen(null);
        }}
        onKeyDown={(event) => {
          // Enter goes to the first hit instead of the next field of the form.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          document.getElementById(`${id}-results`)?.querySelector('button')?.focus();
        }}
        aria-describedby={`${id}-hint ${id}-status`}
        aria-controls={`${id}-results`}
        className={`${INPUT_CLASSES} mt-2`}
        data-testid="product-code-query"
      />
      <p id={`${id}-status`} role="status" className="mt-2 min-h-5 text-sm text-muted">
        {statusText}
      </p>
      <ul id={`${id}-results`} className="mt-1 flex max-h-80 flex-col gap-1 overflow-y-auto">
        {view.status === 'done' &&
          view.hits.map((hit) => (
            <li key={hit.code}>
              <button
                type="button"
                onClick={() => choose(hit)}
                data-testid="product-code-hit"
                className="flex w-full items-start gap-3 rounded-lg bg-white px-3 py-2 text-left text-[15px] leading-snug transition-colors duration-200 hover:bg-brand-100"
              >
                <span className="w-16 shrink-0 font-mono font-bold text-brand-800 tabular-nums">
                  {hit.code}
                </span>{' '}
                <span className="text-ink">
                  {hit.name}
                  <span className="ml-1 text-sm text-muted">({t(`importApplication.${hit.kind}`)})</span>
                </span>
              </button>
            </li>
          ))}
      </ul>
    </div>
  );
}
