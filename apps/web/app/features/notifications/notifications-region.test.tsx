import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../../i18n/use-translation';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import type { FormFailure } from '../../lib/forms/form-result';
import { NotificationsRegion } from './notifications-region';

const REFUSED: FormFailure = {
  ok: false,
  intent: 'login',
  message: 'Wrong e-mail or password.',
  notification: 'Wrong e-mail or password.',
  fieldErrors: {},
  values: { email: 'ola@example.com' },
};

/** The page as the server renders it after a form posted without JavaScript. */
function renderPage(actionData: unknown): string {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => (
        <>
          <Outlet />
          <NotificationsRegion />
        </>
      ),
      children: [{ id: 'login', path: 'en/auth/login', Component: () => <form method="post" /> }],
    },
  ]);
  return renderToString(
    <I18nProvider i18n={createI18n('en')}>
      <Stub initialEntries={['/en/auth/login']} hydrationData={{ actionData: { login: actionData } }} />
    </I18nProvider>,
  );
}

describe('spec §8 without JavaScript: the page brings the notification of its failed form', () => {
  it('renders "Error!" with the API message in the notifications region', () => {
    const html = renderPage(REFUSED);
    const region = html.slice(html.indexOf('data-testid="notifications"'));
    expect(region).toContain('data-type="error"');
    expect(region).toContain('Error!');
    expect(region).toContain('Wrong e-mail or password.');
    // Not a live region at page load: the form's alert holds the message too.
    expect(region).not.toContain('role="alert"');
  });

  it('renders none for a success or an answer without a message', () => {
    expect(renderPage({ ok: true, intent: 'login', data: null })).not.toContain('data-type=');
    expect(renderPage({ ...REFUSED, notification: null })).not.toContain('data-type=');
  });
});
