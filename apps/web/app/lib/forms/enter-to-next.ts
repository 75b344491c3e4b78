/** What the Enter key needs to know about one control of a form, in document order. */
export type FormControl = {
  /** The element's tag name: INPUT, SELECT, TEXTAREA, BUTTON, FIELDSET, OUTPUT… */
  tag: string;
  /** The input's type ('text', 'checkbox', 'submit'…), '' for other elements. */
  type: string;
  isDisabled: boolean;
  /** Not rendered, inside [hidden], or taken out of the tab order. */
  isHidden: boolean;
};

export type EnterDecision = { action: 'focus'; index: number } | { action: 'default' };

/** Inputs that are buttons or carry no user entry. */
const NON_FIELD_INPUT_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

/** A control the user types into or chooses in (not a button). */
export function isEntryField(control: FormControl): boolean {
  const tag = control.tag.toUpperCase();
  if (tag === 'SELECT' || tag === 'TEXTAREA') return true;
  return tag === 'INPUT' && !NON_FIELD_INPUT_TYPES.has(control.type.toLowerCase());
}

/**
 * Spec §5: Enter in a single-line field moves focus to the next enabled field instead of
 * submitting. In a textarea Enter stays a line break; on a button it presses the button; in the
 * last field it keeps its default (the form is submitted).
 */
export function decideEnterKey(controls: readonly FormControl[], currentIndex: number): EnterDecision {
  const current = controls[currentIndex];
  if (!current || !isEntryField(current) || current.tag.toUpperCase() === 'TEXTAREA') {
    return { action: 'default' };
  }
  for (let index = currentIndex + 1; index < controls.length; index++) {
    const control = controls[index];
    if (control && isEntryField(control) && !control.isDisabled && !control.isHidden) {
      return { action: 'focus', index };
    }
  }
  return { action: 'default' };
}
