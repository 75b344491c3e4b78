/**
 * A kind's texts as the shared parts read them: the page's own translation function (its
 * namespace), limited to the keys the part needs. Each kind's catalogue keeps these keys under
 * the same names (`list.title`, `form.saveDraft`, `detail.changedAt`), so a catalogue missing one
 * is a type error where the page hands its `t` over.
 */
export type KindTexts<Key extends string> = (
  key: Key,
  options?: { number?: number; count?: number },
) => string;
