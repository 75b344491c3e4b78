import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary';

function render(items: ErrorSummaryItem[]): string {
  const Stub = createRoutesStub([
    { path: '/form', Component: () => <ErrorSummary title="Виправте помилки" items={items} /> },
  ]);
  return renderToString(<Stub initialEntries={['/form']} />);
}

describe('the error summary (GOV.UK, issue 13 §6)', () => {
  it('renders nothing while there is no error', () => {
    expect(render([])).toBe('');
  });

  it('is an alert named by its heading, focusable, with a link to each field', () => {
    const html = render([
      { key: 'price', text: 'Ціна за одиницю — Обов’язкове поле.', href: '#volume-price' },
      { key: 'incoterms', text: 'Правила Інкотермс — Обов’язкове поле.', href: '#volume-incoterms' },
    ]);
    expect(html).toMatch(/role="alert"/);
    expect(html).toMatch(/aria-labelledby="error-summary-title"/);
    expect(html).toMatch(/tabindex="-1"/);
    expect(html).toMatch(/<h2 id="error-summary-title"[^>]*>Виправте помилки<\/h2>/);
    expect(html).toContain('href="#volume-price"');
    expect(html).toContain('href="#volume-incoterms"');
    expect(html).toContain('Ціна за одиницю — Обов’язкове поле.');
  });

  it('leads to another page by its address (a field of another page)', () => {
    const html = render([
      {
        key: 'price',
        text: 'Ціна — Обов’язкове поле.',
        href: '/profile/market/edit/x?page=volume#volume-price',
      },
    ]);
    expect(html).toContain('href="/profile/market/edit/x?page=volume#volume-price"');
  });
});
