import { endpoints, type HsSection } from '@portal/contract';
import {
  findSectionOfGroup,
  searchHsCodes,
  type HsSearchLevel,
} from '../../components/classification/hs-code-search';
import { clampPage, countPages } from '../../components/ui/pagination-range';
import { getLocaleFromPath } from '../../i18n/locale';
import { type ApiClient } from '../../lib/api-client';
import { fill } from './export-content';
import { getExportContent } from './export-content.server';
import {
  buildExportHref,
  EXPORT_PAGE_SIZE,
  EXPORT_SEARCH_MIN_LENGTH,
  formatHsCode,
  getExportLevel,
  parseExportQuery,
  type ExportLevel,
} from './export-query';
import type { BrowserRow, BrowserView, Crumb } from './export-view';
import { type RouteContext } from '../../lib/app-context';
import { notFound } from '../../lib/read-record.server';
import { serverApi } from '../../lib/server-api.server';

const BASE = '/export';
/** The browser's search lists every level below the sections. */
const SEARCHED_LEVELS: readonly HsSearchLevel[] = ['group', 'productItem', 'goodsGroup'];

/**
 * /export (spec §2): the texts, and the product browser's current list from the URL — the 21
 * sections, a section's chapters, a chapter's headings or a heading's subheadings, or search
 * results — one page of it, with the breadcrumb trail. A code that names nothing is the 404
 * page; a malformed one is ignored.
 */
export async function loadExportPage({ request, context }: { request: Request; context: RouteContext }) {
  const url = new URL(request.url);
  const locale = getLocaleFromPath(url.pathname);
  const content = getExportContent(locale);
  const texts = content.browser;
  const query = parseExportQuery(url.searchParams);
  const level = getExportLevel(query);
  const api = serverApi({ request, context });
  const sections = await api.call(endpoints.listHsSections);
  const root: Crumb = { label: texts.root, to: BASE };

  let view: PartialView;
  if (level === 'search') {
    view = await searchClassification(api, sections, query.q, texts, root);
  } else {
    const sectionCode = query.group ? findSectionOfGroup(sections, query.group) : query.section;
    if (query.group && !sectionCode) notFound();
    const section = sectionCode ? sections.find((candidate) => candidate.code === sectionCode) : undefined;
    if (sectionCode && !section) notFound();
    view = section
      ? await browseSection(api, section, query.group, query.item, texts, root)
      : listSections(sections, texts, root);
  }

  const total = view.allRows.length;
  const pageCount = countPages(total, EXPORT_PAGE_SIZE);
  const page = clampPage(query.page, pageCount);
  const { allRows, ...rest } = view;
  const result: BrowserView = {
    ...rest,
    total,
    page,
    pageCount,
    rows: allRows.slice((page - 1) * EXPORT_PAGE_SIZE, page * EXPORT_PAGE_SIZE),
  };
  return {
    content,
    view: result,
    // The list's own title where it is not the page itself; /export has its SEO data.
    ...(level === 'sections'
      ? {}
      : {
          pageMeta: { title: `${result.heading} — ${content.title}`, description: content.meta.description },
        }),
  };
}

type Texts = ReturnType<typeof getExportContent>['browser'];
type PartialView = Omit<BrowserView, 'page' | 'pageCount' | 'total' | 'rows'> & { allRows: BrowserRow[] };

function listSections(sections: readonly HsSection[], texts: Texts, root: Crumb): PartialView {
  return {
    level: 'sections',
    heading: texts.title,
    caption: texts.captions.sections,
    crumbs: [{ label: root.label }],
    q: '',
    isLimited: false,
    allRows: sections.map((section) => ({
      code: section.code,
      display: fill(texts.sectionLabel, { code: section.code }),
      name: section.name,
      href: buildExportHref(BASE, { section: section.code }),
      chapters:
        section.chapter_from === section.chapter_to
          ? section.chapter_from
          : fill(texts.chapterRange, { from: section.chapter_from, to: section.chapter_to }),
    })),
  };
}

async function browseSection(
  api: ApiClient,
  section: HsSection,
  groupCode: string | null,
  itemCode: string | null,
  texts: Texts,
  root: Crumb,
): Promise<PartialView> {
  const sectionCrumb: Crumb = {
    label: fill(texts.sectionLabel, { code: section.code }),
    to: buildExportHref(BASE, { section: section.code }),
  };
  const groups = await api.call(endpoints.listHsGroups, { query: { section: section.code } });
  if (!groupCode) {
    return {
      level: 'groups',
      heading: `${sectionCrumb.label}. ${section.name}`,
      caption: fill(texts.captions.groups, { code: section.code }),
      crumbs: [root, { label: sectionCrumb.label }],
      q: '',
      isLimited: false,
      allRows: groups.map((group) => ({
        code: group.code,
        display: group.code,
        name: group.name,
        href: buildExportHref(BASE, { section: section.code, group: group.code }),
      })),
    };
  }

  const group = groups.find((candidate) => candidate.code === groupCode);
  if (!group) notFound();
  const groupCrumb: Crumb = {
    label: fill(texts.groupLabel, { code: group.code }),
    to: buildExportHref(BASE, { section: section.code, group: group.code }),
  };
  const items = await api.call(endpoints.listHsProductItems, { query: { group: group.code } });
  if (!itemCode) {
    return {
      level: 'items',
      heading: `${groupCrumb.label}. ${group.name}`,
      caption: fill(texts.captions.items, { code: group.code }),
      crumbs: [root, sectionCrumb, { label: groupCrumb.label }],
      q: '',
      isLimited: false,
      allRows: items.map((item) => ({
        code: item.code,
        display: item.code,
        name: item.name,
        href: buildExportHref(BASE, { section: section.code, group: group.code, item: item.code }),
      })),
    };
  }

  const item = items.find((candidate) => candidate.code === itemCode);
  if (!item) notFound();
  const goods = await api.call(endpoints.listHsGoodsGroups, { query: { product_item: item.code } });
  const itemLabel = fill(texts.itemLabel, { code: item.code });
  return {
    level: 'goods',
    heading: `${itemLabel}. ${item.name}`,
    caption: fill(texts.captions.goods, { code: item.code }),
    crumbs: [root, sectionCrumb, groupCrumb, { label: itemLabel }],
    q: '',
    isLimited: false,
    allRows: goods.map((goodsGroup) => ({
      code: goodsGroup.code,
      display: formatHsCode(goodsGroup.code),
      name: goodsGroup.name,
      href: null,
    })),
  };
}

/**
 * Search by code or words in either language (the customs-code search of
 * components/classification, as in the forms): chapters, headings and subheadings in one list,
 * best match first, each result under its parent. A result leads to its place in the browser
 * (a subheading to its heading's list).
 */
async function searchClassification(
  api: ApiClient,
  sections: readonly HsSection[],
  q: string,
  texts: Texts,
  root: Crumb,
): Promise<PartialView> {
  const base = {
    level: 'search' as ExportLevel,
    heading: fill(texts.captions.search, { q }),
    caption: fill(texts.captions.search, { q }),
    crumbs: [root, { label: fill(texts.searchCrumb, { q }) }],
    q,
  };
  if (q.length < EXPORT_SEARCH_MIN_LENGTH)
    return { ...base, isLimited: false, allRows: [], isTooShort: true };
  const { hits, isLimited } = await searchHsCodes(api, q, SEARCHED_LEVELS).catch(() => ({
    hits: [],
    isLimited: false,
  }));
  const sectionOf = (group: string) => findSectionOfGroup(sections, group) ?? undefined;
  const rows = hits.map((hit): BrowserRow => {
    switch (hit.level) {
      case 'group':
        return {
          code: hit.code,
          display: hit.code,
          name: hit.name,
          level: 'group',
          href: buildExportHref(BASE, { section: hit.parent, group: hit.code }),
        };
      case 'productItem':
        return {
          code: hit.code,
          display: hit.code,
          name: hit.name,
          level: 'item',
          href: buildExportHref(BASE, { section: sectionOf(hit.parent), group: hit.parent, item: hit.code }),
        };
      case 'goodsGroup': {
        const group = hit.parent.slice(0, 2);
        return {
          code: hit.code,
          display: formatHsCode(hit.code),
          name: hit.name,
          level: 'goods',
          href: buildExportHref(BASE, { section: sectionOf(group), group, item: hit.parent }),
        };
      }
    }
  });
  return { ...base, isLimited, allRows: rows };
}
