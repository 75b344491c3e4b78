import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { findGoodsGroups } from '../../domain/classification/find-goods-groups';
import { findGroups } from '../../domain/classification/find-groups';
import { findProductItems } from '../../domain/classification/find-product-items';
import { findSections } from '../../domain/classification/find-sections';
import { hasHsParent } from '../../domain/classification/hs-parents';
import { route } from '../../lib/endpoint-route';

/**
 * The customs classification HS 2022 / УКТ ЗЕД (spec §7 `/common/hcdcs/*`): sections, groups
 * (chapters), product items (headings) and groups of goods (subheadings). Lists by parent are
 * cached with an ETag; free-text searches are not, so no caller can grow the cache.
 */
const classificationRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listHsSections, (request, reply) =>
    app.referenceCache.send(request, reply, 'hcdcs.sections', () => findSections(app.db, request.locale)),
  );

  route(app, endpoints.listHsGroups, async (request, reply) => {
    const { section, search } = request.query;
    const { locale } = request;
    if (search) return { data: await findGroups({ db: app.db, locale, section, search }) };
    return app.referenceCache.send(request, reply, `hcdcs.groups|${section ?? 'all'}`, () =>
      findGroups({ db: app.db, locale, section }),
    );
  });

  route(app, endpoints.listHsProductItems, async (request, reply) => {
    const { group, search } = request.query;
    const { locale } = request;
    if (search || group === undefined) {
      return { data: await findProductItems({ db: app.db, locale, group, search }) };
    }
    if (!(await hasHsParent(app.db, 'chapter', group))) return { data: [] };
    return app.referenceCache.send(request, reply, `hcdcs.product-items|${group}`, () =>
      findProductItems({ db: app.db, locale, group }),
    );
  });

  route(app, endpoints.listHsGoodsGroups, async (request, reply) => {
    const { product_item: productItem, search } = request.query;
    const { locale } = request;
    if (search || productItem === undefined) {
      return { data: await findGoodsGroups({ db: app.db, locale, productItem, search }) };
    }
    if (!(await hasHsParent(app.db, 'heading', productItem))) return { data: [] };
    return app.referenceCache.send(request, reply, `hcdcs.gs|${productItem}`, () =>
      findGoodsGroups({ db: app.db, locale, productItem }),
    );
  });
};

export default classificationRoutes;
