import type { ComponentProps } from 'react';
import { LocalizedLink } from '../../i18n/localized-link';
import { cx } from '../../lib/cx';

export type ButtonVariant = 'accent' | 'solid' | 'outline' | 'outline-light';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  accent: 'bg-accent-400 text-brand-900 hover:bg-accent-300',
  solid: 'bg-brand-600 text-white hover:bg-brand-700',
  outline: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
  'outline-light': 'border border-white/80 text-white hover:bg-white/10',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-10 px-4 text-sm',
  md: 'min-h-11 px-5 text-[15px]',
  lg: 'min-h-13 px-6 text-base',
};

/** Classes of a button-looking control, for links and buttons alike. */
export function buttonClasses(variant: ButtonVariant, size: ButtonSize = 'md'): string {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap',
    'transition-colors duration-200',
    VARIANTS[variant],
    SIZES[size],
  );
}

type ButtonLinkProps = Omit<ComponentProps<typeof LocalizedLink>, 'className'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** A link that looks like a button; `to` is the Ukrainian path, localised automatically. */
export function ButtonLink({ variant = 'solid', size = 'md', className, ...props }: ButtonLinkProps) {
  return <LocalizedLink className={cx(buttonClasses(variant, size), className)} {...props} />;
}
