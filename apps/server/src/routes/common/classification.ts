import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HS_ATTRIBUTION,
  HS_SEARCH_LIMIT,
  HsGoodsGroupsQuerySchema,
  HsGoodsGroupsResponseSchema,
  HsGroupsQuerySchema,
  HsGroupsResponseSchema,
  HsProductItemsQuerySchema,
  HsProductItemsResponseSchema,
  HsSectionsResponseSchema,
} from '@portal/contract';
import { findGoodsGroups } from '../../domain/classification/find-goods-groups';
import { findGroups } from '../../domain/classification/find-groups';
import { findProductItems } from '../../domain/classification/find-product-items';
import { findSections } from '../../domain/classification/find-sections';
import { hasHsParent } from '../../domain/classification/hs-parents';

const tags = ['reference'];
const SEARCH_NOTE = `\`search\`: a code prefix or words in Ukrainian or English (each word must occur, in either language), at most ${HS_SEARCH_LIMIT} results by code; searches are not cached.`;

/**
 * The customs classification HS 2022 / УКТ ЗЕД (spec §7 `/common/hcdcs/*`): sections, groups
 * (chapters), product items (headings) and groups of goods (subheadings). Lists by parent are
 * cached with an ETag; free-text searches are not, so no caller can grow the cache.
 */
const classificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/common/hcdcs/get-sections',
    {
      schema: {
        tags,
        summary: 'Sections of the customs classification (HS 2022 / УКТ ЗЕД)',
        description: HS_ATTRIBUTION,
        response: { 200: HsSectionsResponseSchema },
      },
    },
    (request, reply) =>
      app.referenceCache.send(request, reply, 'hcdcs.sections', () => findSections(app.db, request.locale)),
  );

  app.get(
    '/common/hcdcs/get-groups',
    {
      schema: {
        tags,
        summary: 'Groups (HS chapters, 2 digits): all 97, those of a section, or a search',
        description: `${SEARCH_NOTE}\n\n${HS_ATTRIBUTION}`,
        querystring: HsGroupsQuerySchema,
        response: { 200: HsGroupsResponseSchema },
      },
    },
    async (request, reply) => {
      const { section, search } = request.query;
      const { locale } = request;
      if (search) return { data: await findGroups({ db: app.db, locale, section, search }) };
      return app.referenceCache.send(request, reply, `hcdcs.groups|${section ?? 'all'}`, () =>
        findGroups({ db: app.db, locale, section }),
      );
    },
  );

  app.get(
    '/common/hcdcs/get-product-items',
    {
      schema: {
        tags,
        summary: 'Product items (HS headings, 4 digits) of a group, or a search',
        description: `Needs \`group\` or a \`search\` of at least 2 characters (422 otherwise); an unknown group answers an empty list. ${SEARCH_NOTE}\n\n${HS_ATTRIBUTION}`,
        querystring: HsProductItemsQuerySchema,
        response: { 200: HsProductItemsResponseSchema },
      },
    },
    async (request, reply) => {
      const { group, search } = request.query;
      const { locale } = request;
      if (search || group === undefined) {
        return { data: await findProductItems({ db: app.db, locale, group, search }) };
      }
      if (!(await hasHsParent(app.db, 'chapter', group))) return { data: [] };
      return app.referenceCache.send(request, reply, `hcdcs.product-items|${group}`, () =>
        findProductItems({ db: app.db, locale, group }),
      );
    },
  );

  app.get(
    '/common/hcdcs/get-gs',
    {
      schema: {
        tags,
        summary: 'Groups of goods (HS subheadings, 6 digits) of a product item, or a search',
        description: `Needs \`product_item\` or a \`search\` of at least 2 characters (422 otherwise); an unknown product item answers an empty list. Names are in English (the tariff has no stand-alone Ukrainian names at this level); a Ukrainian word is looked for in the name of the product item. ${SEARCH_NOTE}\n\n${HS_ATTRIBUTION}`,
        querystring: HsGoodsGroupsQuerySchema,
        response: { 200: HsGoodsGroupsResponseSchema },
      },
    },
    async (request, reply) => {
      const { product_item: productItem, search } = request.query;
      const { locale } = request;
      if (search || productItem === undefined) {
        return { data: await findGoodsGroups({ db: app.db, locale, productItem, search }) };
      }
      if (!(await hasHsParent(app.db, 'heading', productItem))) return { data: [] };
      return app.referenceCache.send(request, reply, `hcdcs.gs|${productItem}`, () =>
        findGoodsGroups({ db: app.db, locale, productItem }),
      );
    },
  );
};

export default classificationRoutes;
