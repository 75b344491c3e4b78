import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The store is one per module: each test gets a fresh one, in a "browser" (notify needs window). */
async function loadStore() {
  vi.resetModules();
  return import('./notifications-store');
}

const REFUSED = {
  type: 'error',
  title: 'Помилка!',
  text: 'Неправильна електронна пошта або пароль.',
} as const;

describe('error notifications of failed submits (spec §8)', () => {
  beforeEach(() => {
    vi.stubGlobal('window', {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('are shown once per submit: the same result again (a re-render) shows nothing more', async () => {
    const store = await loadStore();
    const firstSubmit = { ok: false };
    expect(store.notifyOnce(firstSubmit, REFUSED)).toBe(1);
    expect(store.notifyOnce(firstSubmit, REFUSED)).toBeNull();
    expect(store.getNotifications()).toHaveLength(1);
    // The next submit is a new result: the same message shows again.
    expect(store.notifyOnce({ ok: false }, REFUSED)).toBe(2);
    expect(store.getNotifications().map((n) => n.text)).toEqual([REFUSED.text, REFUSED.text]);
  });

  it('closing one does not bring it back for the same result', async () => {
    const store = await loadStore();
    const submit = { ok: false };
    const id = store.notifyOnce(submit, REFUSED);
    store.dismissNotification(id ?? -1);
    expect(store.notifyOnce(submit, REFUSED)).toBeNull();
    expect(store.getNotifications()).toEqual([]);
  });

  it('takes over a server-rendered notification under its own id', async () => {
    const store = await loadStore();
    const submit = { ok: false };
    expect(store.notifyOnce(submit, { ...REFUSED, id: 0, silent: true })).toBe(0);
    expect(store.getNotifications()).toEqual([{ ...REFUSED, id: 0, silent: true }]);
    // The form hook reading the same result after hydration adds no second one.
    expect(store.notifyOnce(submit, REFUSED)).toBeNull();
    expect(store.notify({ type: 'success', text: 'Збережено' })).toBe(1);
  });

  it("go when their form's next submit succeeds or the form leaves (issue 25 §5), and only theirs", async () => {
    const store = await loadStore();
    store.notifyOnce({ ok: false }, { ...REFUSED, form: 'email-code' });
    store.notifyOnce({ ok: false }, { ...REFUSED, text: 'Статус не змінено.', form: 'status' });
    store.notify({ type: 'success', text: 'Збережено', form: 'email-code' });
    store.dismissFormErrors('email-code');
    expect(store.getNotifications().map((n) => n.text)).toEqual(['Статус не змінено.', 'Збережено']);
    store.dismissFormErrors('status');
    expect(store.getNotifications().map((n) => n.text)).toEqual(['Збережено']);
  });

  it('are never kept on the server, where the store is shared by every visitor', async () => {
    vi.unstubAllGlobals();
    const store = await loadStore();
    expect(store.notifyOnce({ ok: false }, REFUSED)).toBeNull();
    expect(store.getNotifications()).toEqual([]);
  });
});
