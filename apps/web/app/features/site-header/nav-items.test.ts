import { describe, expect, it } from 'vitest';
import { ABOUT_LINKS, findAboutLinks, findMainLinks, MAIN_LINKS } from './nav-items';

describe('header links (spec §2)', () => {
  it('omit the create-export and create-import links for a signed-in user on profile pages', () => {
    const links = findMainLinks(true, '/profile/my-company').map((link) => link.to);
    expect(links).toEqual(['/pro', '/tariffs']);
  });

  it('keep them on other pages and for guests', () => {
    expect(findMainLinks(true, '/tariffs')).toEqual(MAIN_LINKS);
    expect(findMainLinks(false, '/profile/main')).toEqual(MAIN_LINKS);
    expect(findMainLinks(true, '/profiles')).toEqual(MAIN_LINKS);
  });
});

describe('about links (spec §2: signed-in users see the importing countries in their cabinet)', () => {
  it('link a guest to the public page', () => {
    expect(findAboutLinks(false)).toEqual(ABOUT_LINKS);
  });

  it('link a signed-in user straight to /profile/importing-countries', () => {
    expect(findAboutLinks(true).map((link) => link.to)).toEqual([
      '/?target=platform',
      '/export',
      '/profile/importing-countries',
    ]);
  });
});
