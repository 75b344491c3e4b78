import { endpoints, type SeoData } from '@portal/contract';
import { getLocaleFromPath, stripLocale } from './locale';
import { isIndexablePath, parseSeoData, type SiteMeta } from './meta';
import { getAppContext, type RouteContext } from '../lib/app-context';
import { serverApi } from '../lib/server-api.server';

/**
 * The head data of the page being rendered, for the root loader: the SEO data of its path and the
 * public origin. Private pages (noindex) skip the call. A failing call (the API down, the entry
 * missing, a bad answer) gives null and the page falls back to the catalogue: SEO data never
 * breaks a page.
 */
export async function loadSiteMeta(request: Request, context: RouteContext): Promise<SiteMeta> {
  const url = new URL(request.url);
  const origin = getPublicOrigin(context, url);
  const locale = getLocaleFromPath(url.pathname);
  const path = stripLocale(url.pathname);
  if (!isIndexablePath(path, locale)) return { seo: null, origin };
  return { seo: await findSeoData(request, context, path), origin };
}

async function findSeoData(request: Request, context: RouteContext, path: string): Promise<SeoData | null> {
  const api = serverApi({ request, context });
  try {
    // The Ukrainian path without /en; the language travels in X-Localization (spec §7).
    return parseSeoData(await api.call(endpoints.getSeoData, { query: { path } }, { handleErrors: false }));
  } catch {
    return null;
  }
}

/**
 * The configured public origin (config PUBLIC_URL, handed over in the load context), else the
 * origin the request arrived at.
 */
function getPublicOrigin(context: RouteContext, url: URL): string {
  const { publicUrl } = getAppContext(context);
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  return url.origin;
}
