import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { FlatNamespace, ParseKeys, TFunction } from 'i18next';

type TransProps<N extends FlatNamespace> = {
  t: TFunction<N>;
  i18nKey: ParseKeys<N>;
  values?: Record<string, string>;
  /** The elements the text's tags stand for: `<email>{{email}}</email>` takes `components.email`. */
  components: Record<string, ReactElement>;
};

/** `<name>`, `</name>` and `<name/>` in a catalogue's text. */
const TAG = /<(\/?)([a-zA-Z][\w-]*)\s*(\/?)>/g;
/** Stands for `<` in the values while the text's tags are read, so a value is never markup. */
const LESS_THAN = '\uE000';

type Open = { name: string; children: ReactNode[] };

/**
 * A text whose parts are elements (decision 054): react-i18next's `<Trans>` as the portal uses
 * it. The element of a tag gets the tag's content as its children; a tag no component names
 * gives its content alone.
 */
export function Trans<N extends FlatNamespace>({ t, i18nKey, values = {}, components }: TransProps<N>) {
  const safeValues = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value.replaceAll('<', LESS_THAN)]),
  );
  const text = (t as unknown as (key: string, options: object) => string)(i18nKey as string, safeValues);
  let key = 0;
  const stack: Open[] = [{ name: '', children: [] }];
  const top = () => stack[stack.length - 1]!;
  const close = () => {
    const { name, children } = stack.pop()!;
    const component = components[name];
    top().children.push(
      component ? (
        cloneElement(component, { key: key++ }, ...children)
      ) : (
        <Fragment key={key++}>{children}</Fragment>
      ),
    );
  };
  const pushText = (part: string) => {
    if (part) top().children.push(part.replaceAll(LESS_THAN, '<'));
  };
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, isClosing, name = '', isSelfClosing] = match;
    pushText(text.slice(last, match.index));
    last = match.index + whole.length;
    if (isSelfClosing) {
      stack.push({ name, children: [] });
      close();
    } else if (!isClosing) {
      stack.push({ name, children: [] });
    } else if (stack.length > 1 && top().name === name) {
      close();
    }
  }
  pushText(text.slice(last));
  while (stack.length > 1) close();
  return <>{stack[0]!.children}</>;
}
