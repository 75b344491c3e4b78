/** The banner's buttons: at least 44 px tall (WCAG 2.5.8 asks 24), text allowed to wrap at 320 px. */
export const BANNER_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-3 text-center sm:px-4 text-sm font-semibold transition-colors duration-200';
export const SOLID_BUTTON = 'bg-brand-600 text-white hover:bg-brand-700';
export const OUTLINE_BUTTON = 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50';
