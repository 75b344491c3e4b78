import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS_NS, ACCOUNTS_RESOURCES } from './accounts';
import { PAGES_NS, PAGES_RESOURCES } from './pages';
import { Trans } from './trans';
import { addCatalogue, createTranslator } from './translator';

/** Decision 054: the markup react-i18next's <Trans> gave for the same texts (compared before it left). */
describe('Trans: a text whose parts are elements', () => {
  for (const language of ['uk', 'en'] as const) {
    addCatalogue(language, ACCOUNTS_NS, ACCOUNTS_RESOURCES[language]);
    addCatalogue(language, PAGES_NS, PAGES_RESOURCES[language]);
  }
  const uk = createTranslator('uk');
  const en = createTranslator('en');

  it('puts each tag’s content into its element, in place of the element’s own', () => {
    const html = renderToStaticMarkup(
      <Trans
        t={uk.getFixedT('uk', ACCOUNTS_NS)}
        i18nKey="registration.consent"
        components={{
          terms: (
            <a href="/terms-of-use" className="x">
              terms
            </a>
          ),
          offer: <a href="/offer-agreement">offer</a>,
        }}
      />,
    );
    expect(html).toBe(
      'Я погоджуюся з <a href="/terms-of-use" class="x">умовами використання</a> та <a href="/offer-agreement">договором оферти</a>',
    );
  });

  it('nests elements, and a value is text, never markup', () => {
    const html = renderToStaticMarkup(
      <Trans
        t={en.getFixedT('en', PAGES_NS)}
        i18nKey="importApplication.consent"
        values={{ note: 'opens <b>in</b> a new tab & more' }}
        components={{ privacy: <a href="/en/privacy-policy">privacy</a>, note: <span className="sr-only" /> }}
      />,
    );
    expect(html).toBe(
      'I agree to the processing of my personal data in accordance with the <a href="/en/privacy-policy">privacy policy<span class="sr-only"> (opens &lt;b&gt;in&lt;/b&gt; a new tab &amp; more)</span></a>.',
    );
  });

  it('interpolates inside an element, and a tag without a component gives its content', () => {
    const t = en.getFixedT('en', PAGES_NS);
    expect(
      renderToStaticMarkup(
        <Trans
          t={t}
          i18nKey="faq.contactUs"
          values={{ email: 'a@b.c' }}
          components={{ email: <a href="mailto:a@b.c">a@b.c</a> }}
        />,
      ),
    ).toBe(
      'Write to us at <a href="mailto:a@b.c">a@b.c</a> — the portal&#x27;s managers answer on working days.',
    );
    expect(
      renderToStaticMarkup(
        <Trans t={t} i18nKey="legal.effectiveFrom" values={{ date: '1 May 2026' }} components={{}} />,
      ),
    ).toBe('Effective from 1 May 2026');
  });
});
