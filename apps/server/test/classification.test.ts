import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HS_SEARCH_LIMIT,
  HsGoodsGroupsResponseSchema,
  HsGroupsResponseSchema,
  HsProductItemsResponseSchema,
  endpointRoute,
  endpoints,
  type AnyEndpoint,
  type EndpointData,
} from '@portal/contract';
import { call, callOk, type CallOptions } from './call';
import { errorOf } from './accounts';
import { buildTestApp, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const ROMAN = 'I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX XXI'.split(' ');

function getSections(options: CallOptions = {}) {
  return call(testApp.app, endpoints.listHsSections, {}, options);
}

describe('spec §7 GET /common/hcdcs/get-sections: sections of the customs classification', () => {
  it('answers the 21 sections in order, in Ukrainian by default', async () => {
    const response = await getSections();
    expect(response.status).toBe(200);
    const data = response.data;
    expect(data.map((section) => section.code)).toEqual(ROMAN);
    expect(data.map((section) => section.number)).toEqual(ROMAN.map((_, i) => i + 1));
    expect(data[0]).toEqual({
      code: 'I',
      number: 1,
      name: 'Живі тварини; продукти тваринного походження',
      chapter_from: '01',
      chapter_to: '05',
    });
    expect(data[20]).toMatchObject({ code: 'XXI', chapter_from: '97', chapter_to: '97' });
    for (const section of data) expect(section.name, section.code).toMatch(/[А-ЯҐЄІЇа-яґєії]/);
  });

  it('answers in English with X-Localization: en', async () => {
    const response = await getSections({ locale: 'en' });
    expect(response.status).toBe(200);
    const data = response.data;
    expect(data).toHaveLength(21);
    expect(data[0]?.name).toBe('Live animals; animal products');
    expect(data[14]).toMatchObject({ code: 'XV', name: 'Base metals and articles of base metal' });
    for (const section of data) expect(section.name, section.code).not.toMatch(/[А-ЯҐЄІЇа-яґєії]/);
  });

  it('is cacheable: ETag, Cache-Control and Vary: X-Localization', async () => {
    const { response } = await getSections();
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(response.headers.vary).toMatch(/x-localization/i);
  });

  it('answers 304 without a body to a matching If-None-Match', async () => {
    const first = await getSections();
    const again = await getSections({ headers: { 'if-none-match': String(first.response.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.response.body).toBe('');
    expect(again.response.headers.etag).toBe(first.response.headers.etag);
  });

  it('answers 200 in full to an If-None-Match of another version', async () => {
    const response = await getSections({ headers: { 'if-none-match': '"stale"' } });
    expect(response.status).toBe(200);
    expect(response.data).toHaveLength(21);
  });

  it('each language has its own ETag, so a Ukrainian copy never answers an English request', async () => {
    const uk = await getSections();
    const en = await getSections({ locale: 'en' });
    expect(uk.response.headers.etag).not.toBe(en.response.headers.etag);
    const crossed = await getSections({
      locale: 'en',
      headers: { 'if-none-match': String(uk.response.headers.etag) },
    });
    expect(crossed.status).toBe(200);
    expect(crossed.data[0]?.name).toBe('Live animals; animal products');
  });
});

const CYRILLIC = /[А-ЯҐЄІЇа-яґєії]/;

type HsQuery = Record<string, string>;

function getApi<E extends AnyEndpoint>(entry: E, query: HsQuery = {}, options: CallOptions = {}) {
  return call(testApp.app, entry, { query }, options);
}

function getList<E extends AnyEndpoint>(
  entry: E,
  query: HsQuery = {},
  options: CallOptions = {},
): Promise<EndpointData<E>> {
  return callOk(testApp.app, entry, { query }, options);
}

function codesOf(rows: { code: string }[]): string[] {
  return rows.map((row) => row.code);
}

const { listHsGroups, listHsProductItems, listHsGoodsGroups } = endpoints;

describe('spec §7 GET /common/hcdcs/get-groups: groups (HS chapters)', () => {
  it('without a query answers all 97 chapters by code, named in Ukrainian (English where none)', async () => {
    const response = await getApi(listHsGroups);
    expect(response.status).toBe(200);
    expect(HsGroupsResponseSchema.strict().safeParse(response.body).success).toBe(true);
    const data = response.data;
    expect(data).toHaveLength(97);
    expect(codesOf(data)).toEqual([...codesOf(data)].sort());
    expect(data[0]).toEqual({ code: '01', section: 'I', name: 'Живі тварини' });
    // Chapter 77 is reserved and has no Ukrainian title: the English one stands in.
    expect(data.find((group) => group.code === '77')?.name).toBe(
      'Reserved for possible future use in the Harmonized System',
    );
    expect(data.find((group) => group.code === '97')?.section).toBe('XXI');
  });

  it('answers in English with X-Localization: en', async () => {
    const data = await getList(listHsGroups, {}, { locale: 'en' });
    expect(data[0]).toEqual({ code: '01', section: 'I', name: 'Animals; live' });
    for (const group of data) expect(group.name, group.code).not.toMatch(CYRILLIC);
  });

  it('section as a Roman numeral or a number answers its chapters', async () => {
    const roman = await getList(listHsGroups, { section: 'II' });
    expect(codesOf(roman)).toEqual(['06', '07', '08', '09', '10', '11', '12', '13', '14']);
    expect(await getList(listHsGroups, { section: '2' })).toEqual(roman);
    expect(await getList(listHsGroups, { section: 'ii' })).toEqual(roman);
    expect(codesOf(await getList(listHsGroups, { section: 'XXI' }))).toEqual(['97']);
  });

  it('searches by words in either language and by code, whatever the request language', async () => {
    expect(codesOf(await getList(listHsGroups, { search: 'зернові' }))[0]).toBe('10');
    expect(codesOf(await getList(listHsGroups, { search: 'cereals' }, { locale: 'en' }))).toEqual([
      '10',
      '19',
    ]);
    // 'М’ясо' is written with U+2019 in the tariff: a plain apostrophe finds it too.
    expect(codesOf(await getList(listHsGroups, { search: "м'ясо" }))).toContain('02');
    expect(codesOf(await getList(listHsGroups, { search: '01' }))).toEqual(['01']);
    // A longer code names the group that contains it.
    expect(codesOf(await getList(listHsGroups, { search: '0409' }))).toEqual(['04']);
    expect(codesOf(await getList(listHsGroups, { search: 'wheat', section: 'XX' }))).toEqual([]);
  });

  it('bad input answers 422 with a localised field error, never 500', async () => {
    // Raw query strings on purpose: values out of range and an unknown parameter.
    for (const query of ['section=XXII', 'section=0', 'section=abc', 'section=22', 'other=1']) {
      const response = await getApi(listHsGroups, {}, { rawQuery: query });
      expect(response.status, query).toBe(422);
      expect(errorOf(response).code).toBe('validation_failed');
    }
    const english = await getApi(listHsGroups, { section: 'L' }, { locale: 'en' });
    expect(errorOf(english).errors).toEqual({ section: ['Invalid value.'] });
    const long = await getApi(listHsGroups, { search: 'a'.repeat(101) });
    expect(long.status).toBe(422);
    expect(errorOf(long).errors).toEqual({ search: ['Максимальна довжина — 100.'] });
  });

  it('lists by section are cached (304); searches are not cached', async () => {
    const first = await getApi(listHsGroups, { section: 'IV' });
    expect(first.response.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await getApi(
      listHsGroups,
      { section: 'IV' },
      { headers: { 'if-none-match': String(first.response.headers.etag) } },
    );
    expect(again.status).toBe(304);
    const search = await getApi(listHsGroups, { search: 'wheat' });
    expect(search.status).toBe(200);
    expect(search.response.headers.etag).toBeUndefined();
  });
});

describe('spec §7 GET /common/hcdcs/get-product-items: product items (HS headings)', () => {
  it('answers the headings of a group by code, in Ukrainian by default', async () => {
    const response = await getApi(listHsProductItems, { group: '04' });
    expect(response.status).toBe(200);
    expect(HsProductItemsResponseSchema.strict().safeParse(response.body).success).toBe(true);
    const data = response.data;
    expect(codesOf(data)[0]).toBe('0401');
    expect(data).toContainEqual({ code: '0409', group: '04', name: 'Мед натуральний' });
    for (const item of data) expect(item.group).toBe('04');
    expect(await getList(listHsProductItems, { group: '4' })).toEqual(data);
  });

  it('answers in English with X-Localization: en', async () => {
    const data = await getList(listHsProductItems, { group: '10' }, { locale: 'en' });
    expect(data[0]).toEqual({ code: '1001', group: '10', name: 'Wheat and meslin' });
  });

  it('searches Ukrainian words whatever the request language: пшениця finds 1001, мед finds 0409', async () => {
    const wheat = await getList(listHsProductItems, { search: 'пшениця' }, { locale: 'en' });
    expect(codesOf(wheat)[0]).toBe('1001');
    expect(wheat[0]?.name).toBe('Wheat and meslin');
    // 'пшеничне' is a form of the same word: 1101 'Борошно пшеничне' is found too.
    expect(codesOf(wheat)).toContain('1101');
    const honey = await getList(listHsProductItems, { search: 'Мед' });
    expect(codesOf(honey)[0]).toBe('0409');
    // Every word found ranks first: 'мед натуральний' is 0409, then names with one of the words.
    const natural = await getList(listHsProductItems, { search: 'мед натуральний' });
    expect(codesOf(natural)[0]).toBe('0409');
    expect(codesOf(natural).length).toBeGreaterThan(1);
  });

  it('searches English words whatever the request language: wheat finds 1001, 1101, 1109', async () => {
    const data = await getList(listHsProductItems, { search: 'WHEAT' });
    expect(codesOf(data)).toEqual(expect.arrayContaining(['1001', '1101', '1109']));
    expect(data[0]).toEqual({ code: '1001', group: '10', name: 'Пшениця і суміш пшениці та жита (меслин)' });
    // Both words first: 1702 is 'artificial honey, whether or not mixed with natural honey'.
    const natural = codesOf(await getList(listHsProductItems, { search: 'honey natural' }));
    expect(natural.slice(0, 2)).toEqual(['0409', '1702']);
    expect(codesOf(await getList(listHsProductItems, { search: 'wheat', group: '11' }))).toEqual(
      expect.arrayContaining(['1101', '1109']),
    );
  });

  it('searches by code prefix, dots and spaces ignored', async () => {
    expect(codesOf(await getList(listHsProductItems, { search: '0101' }))).toEqual(['0101']);
    expect(codesOf(await getList(listHsProductItems, { search: '01.01' }))).toEqual(['0101']);
    const prefix = codesOf(await getList(listHsProductItems, { search: '010' }));
    expect(prefix).toEqual(['0101', '0102', '0103', '0104', '0105', '0106']);
    expect(codesOf(await getList(listHsProductItems, { search: '0409 00' }))).toEqual(['0409']);
  });

  it(`a search answers at most ${HS_SEARCH_LIMIT} rows; words nobody searches for ('of', 'або') find nothing`, async () => {
    expect(await getList(listHsProductItems, { search: 'articles' })).toHaveLength(HS_SEARCH_LIMIT);
    expect(await getList(listHsProductItems, { search: 'of' })).toEqual([]);
    expect(await getList(listHsProductItems, { search: 'та або' })).toEqual([]);
  });

  it('a list by code prefix stays ordered by code; words rank the rows within it', async () => {
    const data = codesOf(await getList(listHsProductItems, { search: '15' }));
    expect(data).toEqual([...data].sort());
    expect(codesOf(await getList(listHsProductItems, { search: '15 соняшникова' }))[0]).toBe('1512');
  });

  it('LIKE signs in a search are plain text, not wildcards', async () => {
    expect(await getList(listHsProductItems, { search: '%%' })).toEqual([]);
    expect(await getList(listHsProductItems, { search: '__' })).toEqual([]);
    expect(await getList(listHsProductItems, { search: "' or 1=1 --" })).toEqual([]);
  });

  it('an unknown group answers an empty list', async () => {
    expect(await getList(listHsProductItems, { group: '77' })).toEqual([]);
    expect(await getList(listHsProductItems, { group: '99' })).toEqual([]);
    expect(await getList(listHsProductItems, { group: '00' })).toEqual([]);
  });

  it('without a group, a search of fewer than 2 characters answers 422 with a clear field error', async () => {
    const queries: HsQuery[] = [{}, { search: '' }, { search: 'a' }, { search: '  м ' }];
    for (const query of queries) {
      const label = JSON.stringify(query);
      const response = await getApi(listHsProductItems, query);
      expect(response.status, label).toBe(422);
      expect(errorOf(response).errors, label).toEqual({
        search: ['Оберіть групу УКТ ЗЕД або введіть для пошуку щонайменше 2 символи.'],
      });
    }
    const english = await getApi(listHsProductItems, {}, { locale: 'en' });
    expect(errorOf(english).errors).toEqual({
      search: ['Choose a group (HS chapter) or type at least 2 characters to search.'],
    });
  });

  it('a malformed group answers 422', async () => {
    for (const group of ['abc', '123', '1a', '-1']) {
      const response = await getApi(listHsProductItems, { group });
      expect(response.status, group).toBe(422);
      expect(Object.keys(errorOf(response).errors ?? {}), group).toEqual(['group']);
    }
  });

  it('lists by group are cached (304), each language on its own', async () => {
    const first = await getApi(listHsProductItems, { group: '04' });
    const etag = String(first.response.headers.etag);
    const again = await getApi(listHsProductItems, { group: '04' }, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const english = await getApi(
      listHsProductItems,
      { group: '04' },
      { locale: 'en', headers: { 'if-none-match': etag } },
    );
    expect(english.status).toBe(200);
  });
});

/**
 * Issue 25 §4: what people type into the customs-code search, with the heading a customs broker
 * would choose. Each must be among the first three product items, in Ukrainian and in English,
 * with inflected words, either word order and everyday names the tariff does not use.
 */
const EVERYDAY_PRODUCTS: readonly (readonly [query: string, heading: string])[] = [
  ['олія соняшникова', '1512'],
  ['соняшникова олія', '1512'],
  ['sunflower oil', '1512'],
  ['малина', '0810'],
  ['raspberries', '0810'],
  ['заморожена малина', '0811'],
  ['frozen raspberries', '0811'],
  ['волоські горіхи', '0802'],
  ['walnuts', '0802'],
  ['мед', '0409'],
  ['honey', '0409'],
  ['пшениця', '1001'],
  ['wheat', '1001'],
  ['кукурудза', '1005'],
  ['corn', '1005'],
  ['ячмінь', '1003'],
  ['barley', '1003'],
  ['насіння соняшнику', '1206'],
  ['sunflower seeds', '1206'],
  ['ріпак', '1205'],
  ['rapeseed', '1205'],
  ['соєві боби', '1201'],
  ['soybeans', '1201'],
  ['яблука', '0808'],
  ['apples', '0808'],
  ['вишні', '0809'],
  ['cherries', '0809'],
  ['картопля', '0701'],
  ['potatoes', '0701'],
  ['цибуля', '0703'],
  ['onions', '0703'],
  ['помідори', '0702'],
  ['tomatoes', '0702'],
  ['курятина', '0207'],
  ['chicken meat', '0207'],
  ['свинина', '0203'],
  ['pork', '0203'],
  ['заморожена яловичина', '0202'],
  ['frozen beef', '0202'],
  ['вершкове масло', '0405'],
  ['butter', '0405'],
  ['сир', '0406'],
  ['cheese', '0406'],
  ['молоко', '0401'],
  ['milk', '0401'],
  ['яйця', '0407'],
  ['eggs', '0407'],
  ['шоколад', '1806'],
  ['chocolate', '1806'],
  ['печиво', '1905'],
  ['biscuits', '1905'],
  ['вино', '2204'],
  ['wine', '2204'],
  ['пиво', '2203'],
  ['beer', '2203'],
  ['горілка', '2208'],
  ['vodka', '2208'],
  ['соняшниковий шрот', '2306'],
  ['sunflower meal', '2306'],
  ['цукор', '1701'],
  ['sugar', '1701'],
  ['пшеничне борошно', '1101'],
  ['wheat flour', '1101'],
  ['макарони', '1902'],
  ['pasta', '1902'],
  ['дрова', '4401'],
  ['firewood', '4401'],
  ['пиломатеріали', '4407'],
  ['sawn timber', '4407'],
  ['футболки', '6109'],
  ['t-shirts', '6109'],
  ['кава', '0901'],
  ['coffee', '0901'],
  ['чай', '0902'],
  ['tea', '0902'],
  ['сигарети', '2402'],
  ['cigarettes', '2402'],
  ['гречка', '1008'],
  ['buckwheat', '1008'],
  ['шини', '4011'],
  ['tyres', '4011'],
  ['смартфон', '8517'],
  ['smartphones', '8517'],
  ['трактор', '8701'],
  ['tractor', '8701'],
  ['сонячні панелі', '8541'],
  ['solar panels', '8541'],
  ['ноутбук', '8471'],
  ['laptop', '8471'],
  ['легковий автомобіль', '8703'],
  ['passenger car', '8703'],
];

describe('issue 25 §4: the product-item search finds what people type, best match first', () => {
  it.each(EVERYDAY_PRODUCTS)('%s → %s among the first three', async (query, heading) => {
    const data = await getList(listHsProductItems, { search: query });
    expect(codesOf(data).slice(0, 3)).toContain(heading);
  });
});

describe('spec §7 GET /common/hcdcs/get-gs: groups of goods (HS subheadings)', () => {
  it('answers the subheadings of a product item; English names in both languages (the tariff has none in Ukrainian)', async () => {
    const response = await getApi(listHsGoodsGroups, { product_item: '1001' });
    expect(response.status).toBe(200);
    expect(HsGoodsGroupsResponseSchema.strict().safeParse(response.body).success).toBe(true);
    const data = response.data;
    expect(codesOf(data)).toEqual(['100111', '100119', '100191', '100199']);
    expect(data[0]).toEqual({
      code: '100111',
      product_item: '1001',
      name: 'Cereals; wheat and meslin, durum wheat, seed',
    });
    const english = await getList(listHsGoodsGroups, { product_item: '10.01' }, { locale: 'en' });
    expect(english).toEqual(data);
  });

  it('searches English words, Ukrainian words (in the product item) and code prefixes', async () => {
    expect(codesOf(await getList(listHsGoodsGroups, { search: 'buckwheat' }))[0]).toBe('100810');
    const ukrainian = codesOf(await getList(listHsGoodsGroups, { search: 'пшениця' }));
    expect(ukrainian).toEqual(expect.arrayContaining(['100111', '100119', '100191', '100199']));
    // 'заморожена малина': the frozen raspberries before frozen meat or fish.
    expect(codesOf(await getList(listHsGoodsGroups, { search: 'заморожена малина' }))[0]).toBe('081120');
    expect(codesOf(await getList(listHsGoodsGroups, { search: '0409' }))).toEqual(['040900']);
    expect(codesOf(await getList(listHsGoodsGroups, { search: '1001 99' }))).toEqual(['100199']);
    // Within a product item, the words rank its subheadings: the shortest name with both first.
    const durum = await getList(listHsGoodsGroups, { search: 'durum seed', product_item: '1001' });
    expect(codesOf(durum)[0]).toBe('100111');
  });

  it('an unknown product item answers an empty list; a malformed one or none without a search answers 422', async () => {
    expect(await getList(listHsGoodsGroups, { product_item: '9999' })).toEqual([]);
    for (const productItem of ['10', 'abcd', '100111']) {
      const label = `product_item=${productItem}`;
      const response = await getApi(listHsGoodsGroups, { product_item: productItem });
      expect(response.status, label).toBe(422);
      expect(Object.keys(errorOf(response).errors ?? {}), label).toEqual(['product_item']);
    }
    const none = await getApi(listHsGoodsGroups, { search: 'x' }, { locale: 'en' });
    expect(none.status).toBe(422);
    expect(errorOf(none).errors).toEqual({
      search: ['Choose a product item (HS heading) or type at least 2 characters to search.'],
    });
  });

  it('lists by product item are cached (304)', async () => {
    const first = await getApi(listHsGoodsGroups, { product_item: '0409' });
    expect(first.data).toHaveLength(1);
    const again = await getApi(
      listHsGoodsGroups,
      { product_item: '0409' },
      { headers: { 'if-none-match': String(first.response.headers.etag) } },
    );
    expect(again.status).toBe(304);
  });
});

describe('ARCHITECTURE §1: the API is documented at /api/docs', () => {
  it('/api/openapi.json lists /api/common/hcdcs/get-sections with its answer', async () => {
    const response = await testApp.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(
      document.paths[`/api${endpointRoute(endpoints.listHsSections).path}`]?.get?.responses,
    ).toHaveProperty('200');
    for (const entry of [listHsGroups, listHsProductItems, listHsGoodsGroups]) {
      const path = `/api${endpointRoute(entry).path}`;
      const operation = document.paths[path]?.get as
        { description?: string; parameters?: { name: string }[] } | undefined;
      expect(operation?.description, path).toMatch(/ODC-PDDL-1\.0/);
      expect(operation?.description, path).toMatch(/2697-IX/);
      expect(
        operation?.parameters?.map((parameter) => parameter.name),
        path,
      ).toContain('search');
    }
    // Hidden routes (health, the catch-all) stay out of the document.
    expect(Object.keys(document.paths)).not.toContain('/healthz');
    expect(Object.keys(document.paths).some((path) => path.includes('*'))).toBe(false);
  });

  it('/api/docs serves the HTML documentation page', async () => {
    let response = await testApp.app.inject({ url: '/api/docs' });
    if (response.statusCode >= 300 && response.statusCode < 400) {
      response = await testApp.app.inject({ url: String(response.headers.location) });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/<html/i);
  });
});
