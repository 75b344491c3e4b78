import type { SVGProps } from 'react';
import { SvgIcon } from './svg-icon';

type IconProps = SVGProps<SVGSVGElement>;

/**
 * Chevrons of pagination, breadcrumbs and sliders. A file of their own, so that only the pages
 * using them load them (icons.tsx is part of every page's script).
 */
function Chevron({ path, ...props }: IconProps & { path: string }) {
  return (
    <SvgIcon {...props}>
      <path d={path} />
    </SvgIcon>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return <Chevron path="M15 6l-6 6 6 6" {...props} />;
}

export function ChevronRightIcon(props: IconProps) {
  return <Chevron path="M9 6l6 6-6 6" {...props} />;
}
