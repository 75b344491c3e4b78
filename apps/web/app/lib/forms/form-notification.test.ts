import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormFailure } from './form-result';
import { isFormFailure } from './form-result';
import { PAGE_NOTIFICATION_ID, toFormErrorNotification, toPageNotification } from './form-notification';

function failure(partial: Partial<FormFailure> = {}): FormFailure {
  return {
    ok: false,
    intent: 'login',
    message: 'Неправильна електронна пошта або пароль.',
    notification: 'Неправильна електронна пошта або пароль.',
    fieldErrors: {},
    values: { email: 'ola@example.com' },
    ...partial,
  };
}

describe('a failed server form shows the error notification of spec §8', () => {
  it('titled "Помилка!" / "Error!" in the page language, with the API message as its text', () => {
    expect(toFormErrorNotification(failure(), 'ua', { errors: [], isChanging: false })).toEqual({
      type: 'error',
      title: 'Помилка!',
      text: 'Неправильна електронна пошта або пароль.',
      silent: false,
    });
    const english = failure({
      message: 'Wrong e-mail or password.',
      notification: 'Wrong e-mail or password.',
    });
    expect(toFormErrorNotification(english, 'en', { errors: [], isChanging: false })).toMatchObject({
      title: 'Error!',
      text: 'Wrong e-mail or password.',
    });
  });

  it('none when the answer carried no message', () => {
    const bare = failure({ message: 'HTTP 502', notification: null });
    expect(toFormErrorNotification(bare, 'ua', { errors: ['HTTP 502'], isChanging: true })).toBeNull();
  });

  it('is said once to a screen reader: silent while the form alert announces the same text', () => {
    const text = 'Неправильна електронна пошта або пароль.';
    // The form's alert region changes to the message: it announces it, the notification does not.
    expect(toFormErrorNotification(failure(), 'ua', { errors: [text], isChanging: true })?.silent).toBe(true);
    // The same refusal again: the alert's text does not change, so only the notification speaks.
    expect(toFormErrorNotification(failure(), 'ua', { errors: [text], isChanging: false })?.silent).toBe(
      false,
    );
    // A 422 with field errors: its message is in no alert, the notification says it.
    const invalid = failure({
      message: 'Дані містять помилки.',
      notification: 'Дані містять помилки.',
      fieldErrors: { email: ['Неправильна адреса.'] },
    });
    expect(toFormErrorNotification(invalid, 'ua', { errors: [], isChanging: false })?.silent).toBe(false);
  });
});

describe('a page rendered after a form posted without JavaScript', () => {
  it('brings the notification of its action data with it, under the id the store never gives', () => {
    expect(toPageNotification(failure(), 'ua')).toEqual({
      id: PAGE_NOTIFICATION_ID,
      type: 'error',
      title: 'Помилка!',
      text: 'Неправильна електронна пошта або пароль.',
      // Present when the page loads: nothing is announced then, the form's alert holds the text.
      silent: true,
    });
    expect(PAGE_NOTIFICATION_ID).toBeLessThan(1);
  });

  it('brings none for a success, an answer without a message or other action data', () => {
    expect(toPageNotification({ ok: true, intent: 'login', data: {} }, 'ua')).toBeNull();
    expect(toPageNotification(failure({ notification: null }), 'ua')).toBeNull();
    expect(toPageNotification(undefined, 'en')).toBeNull();
    expect(toPageNotification({ message: 'Unknown form' }, 'en')).toBeNull();
  });

  it('knows a form failure among action data', () => {
    expect(isFormFailure(failure())).toBe(true);
    expect(isFormFailure({ ok: false })).toBe(false);
    expect(isFormFailure(null)).toBe(false);
  });
});

describe('a form shows the notification of each failed submit once (useApiForm)', () => {
  const text = 'Неправильна електронна пошта або пароль.';

  async function setUp() {
    vi.stubGlobal('window', {});
    vi.resetModules();
    const store = await import('../notifications-store');
    const { createFormNotifier } = await import('./form-notification');
    return { store, afterRender: createFormNotifier(store.notifyOnce) };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('once per submit, not again on re-render', async () => {
    const { store, afterRender } = await setUp();
    afterRender(null, 'ua', []);
    const first = failure();
    afterRender(first, 'ua', [text]);
    afterRender(first, 'ua', [text]); // typing in a field renders the form again
    expect(store.getNotifications()).toHaveLength(1);
    const second = failure();
    afterRender(second, 'ua', [text]);
    expect(store.getNotifications()).toHaveLength(2);
  });

  it('the first refusal is announced by the form alert, the same one again by the notification', async () => {
    const { store, afterRender } = await setUp();
    afterRender(null, 'ua', []);
    afterRender(failure(), 'ua', [text]);
    afterRender(failure(), 'ua', [text]);
    expect(store.getNotifications().map((n) => n.silent)).toEqual([true, false]);
  });

  it('in English on English pages; nothing for an answer without a message', async () => {
    const { store, afterRender } = await setUp();
    afterRender(failure({ notification: null }), 'en', ['HTTP 502']);
    afterRender(failure({ notification: 'Wrong e-mail or password.' }), 'en', []);
    expect(store.getNotifications()).toEqual([
      { id: 1, type: 'error', title: 'Error!', text: 'Wrong e-mail or password.', silent: false },
    ]);
  });
});
