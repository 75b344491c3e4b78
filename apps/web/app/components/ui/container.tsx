import type { ComponentProps, CSSProperties } from 'react';
import { UI } from '@portal/contract';
import { cx } from '../../lib/cx';

type ContainerWidth = 'landing' | 'content';

/** Landing: up to 1650 px wide; every other page: 1080 px of content plus the side padding (spec §9). */
const MAX_WIDTH: Record<ContainerWidth, string> = {
  landing: `${UI.landingContainerMaxPx}px`,
  content: `calc(${UI.contentWidthPx}px + 4rem)`,
};

type ContainerProps = ComponentProps<'div'> & { width?: ContainerWidth };

export function Container({ width = 'content', className, style, ...props }: ContainerProps) {
  const merged: CSSProperties = { maxWidth: MAX_WIDTH[width], ...style };
  return <div className={cx('mx-auto w-full px-4 sm:px-6 lg:px-8', className)} style={merged} {...props} />;
}
