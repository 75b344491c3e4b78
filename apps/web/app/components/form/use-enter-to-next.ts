import { useCallback, type KeyboardEvent } from 'react';
import { decideEnterKey, type FormControl } from '../../lib/forms/enter-to-next';

function describeControl(element: Element): FormControl {
  const html = element as HTMLElement;
  return {
    tag: element.tagName,
    type: element instanceof HTMLInputElement ? element.type : '',
    isDisabled: element.matches(':disabled'),
    isHidden: html.tabIndex < 0 || html.closest('[hidden]') !== null || html.getClientRects().length === 0,
  };
}

/**
 * The form's onKeyDown of spec §5: Enter in a single-line field moves focus to the next enabled
 * field; in the last one (and in a textarea, on a button) Enter keeps its default.
 */
export function useEnterToNext(): (event: KeyboardEvent<HTMLFormElement>) => void {
  return useCallback((event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.nativeEvent.isComposing)
      return;
    const controls = Array.from(event.currentTarget.elements);
    const index = controls.indexOf(event.target as Element);
    if (index === -1) return;
    const decision = decideEnterKey(controls.map(describeControl), index);
    if (decision.action === 'focus') {
      event.preventDefault();
      (controls[decision.index] as HTMLElement).focus();
    }
  }, []);
}
