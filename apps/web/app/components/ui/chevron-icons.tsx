import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/**
 * Chevrons of pagination, breadcrumbs and sliders. A file of their own, so that only the pages
 * using them load them (icons.tsx is part of every page's script).
 */
function Chevron({ path, ...props }: IconProps & { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d={path} />
    </svg>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return <Chevron path="M15 6l-6 6 6 6" {...props} />;
}

export function ChevronRightIcon(props: IconProps) {
  return <Chevron path="M9 6l6 6-6 6" {...props} />;
}
