import { useLocation } from 'react-router';
import { stripLocale } from '../../i18n/locale';
import { useProfile } from '../../lib/session/use-profile';
import { findAboutLinks, findMainLinks } from './nav-items';

/** The signed-in profile (or null) and the links this page's header shows. */
export function useHeaderState() {
  const profile = useProfile();
  const { pathname } = useLocation();
  return {
    profile,
    mainLinks: findMainLinks(profile, stripLocale(pathname)),
    aboutLinks: findAboutLinks(profile),
  };
}
