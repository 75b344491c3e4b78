import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { localizePath } from './locale';
import { useLocale } from './use-locale';

type LocalizedLinkProps = Omit<LinkProps, 'to'> & { to: string };
type LocalizedNavLinkProps = Omit<NavLinkProps, 'to'> & { to: string };

/** A link written with the Ukrainian path that points to the page in the current language. */
export function LocalizedLink({ to, ...props }: LocalizedLinkProps) {
  const locale = useLocale();
  return <Link to={localizePath(to, locale)} {...props} />;
}

/** The same as LocalizedLink, marking the current page with aria-current. */
export function LocalizedNavLink({ to, ...props }: LocalizedNavLinkProps) {
  const locale = useLocale();
  return <NavLink to={localizePath(to, locale)} {...props} />;
}
