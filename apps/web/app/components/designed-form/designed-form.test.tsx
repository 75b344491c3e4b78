import type { ReactNode } from 'react';
import { designedCountryNames } from './country-names';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../../i18n/use-translation';
import { describe, expect, it } from 'vitest';
import {
  FORM_DEFINITION_EXAMPLE,
  FORM_FIELD_KINDS,
  listFormFields,
  toApiLocale,
  type FieldErrors,
  type FormAnswers,
  type FormDefinition,
  type UiLocale,
} from '@portal/contract';
import { createI18n } from '../../i18n/i18n';
import type { ApiFormFields } from '../form/use-api-form';
import { DesignedFormFields, type DesignedFormFieldsProps } from './designed-form-fields';
import { FormPreview } from './form-preview';

const FILE_ID = '0b7f4a52-3c1e-4b8e-9a57-2f1d6c3e8a90';

/** A form's state as useApiForm gives it: these errors, nothing typed before. */
function formOf(errors: FieldErrors = {}): ApiFormFields {
  return {
    idPrefix: 'order',
    errorsFor: (name) => errors[name] ?? [],
    valueOf: (_name, fallback) => fallback,
    listOf: (_name, fallback) => [...fallback],
  };
}

function inPage(pageLocale: UiLocale, children: ReactNode): string {
  return renderToString(<I18nProvider i18n={createI18n(pageLocale)}>{children}</I18nProvider>);
}

function renderFields(locale: UiLocale, props: Partial<DesignedFormFieldsProps> = {}, pageLocale = locale) {
  return inPage(
    pageLocale,
    <DesignedFormFields
      definition={FORM_DEFINITION_EXAMPLE}
      form={formOf()}
      locale={locale}
      countryNames={designedCountryNames(toApiLocale(locale))}
      {...props}
    />,
  );
}

/** The opening tag of the element with this id. */
function tagOf(html: string, id: string): string {
  return new RegExp(`<[a-z]+[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
}

/** The inputs posting under this name. */
function inputsNamed(html: string, name: string): string[] {
  return html.match(new RegExp(`<input[^>]*name="${name.replace('.', '\\.')}"[^>]*>`, 'g')) ?? [];
}

function oneFileField(accept?: string[]): FormDefinition {
  return {
    sections: [
      {
        key: 'docs',
        title: { uk: 'Документи', en: 'Documents' },
        description: { uk: '', en: '' },
        fields: [
          {
            kind: 'file',
            key: 'contract',
            label: { uk: 'Контракт', en: 'Contract' },
            help: { uk: '', en: '' },
            required: true,
            ...(accept ? { accept: accept as ('pdf' | 'image' | 'office')[] } : {}),
          },
        ],
      },
    ],
  };
}

describe('DesignedFormFields: a designed form with the portal’s own fields (issue 27 §3)', () => {
  it('renders every section as a fieldset with its title and description, in Ukrainian', () => {
    const html = renderFields('ua');
    expect(html.match(/<fieldset id="order-section-/g)).toHaveLength(3);
    expect(html).toMatch(/<legend[^>]*>Продукція<\/legend>/);
    expect(html).toContain('Що саме ви хочете сертифікувати для ринку ЄС.');
    expect(html).toMatch(/<legend[^>]*>Документи та згода<\/legend>/);
  });

  it('renders a control named by its key for every field of every kind', () => {
    const html = renderFields('ua');
    expect(new Set(listFormFields(FORM_DEFINITION_EXAMPLE).map((field) => field.kind))).toEqual(
      new Set(FORM_FIELD_KINDS),
    );
    for (const field of listFormFields(FORM_DEFINITION_EXAMPLE)) {
      expect(html, field.key).toContain(`name="${field.key}"`);
    }
    expect(html).toMatch(/<input[^>]*id="order-product_name"[^>]*maxLength="200"/);
    expect(html).toMatch(/<textarea[^>]*name="description"[^>]*maxLength="3000"/);
    expect(tagOf(html, 'order-desired_date')).toMatch(/type="date".*min="\d{4}-\d{2}-\d{2}"/);
    expect(html).toMatch(/<select[^>]*name="certificate_type"/);
    expect(tagOf(html, 'order-consent')).toContain('type="checkbox"');
    expect(tagOf(html, 'order-certificate')).toMatch(/type="file".*accept="application\/pdf,\.pdf"/);
  });

  it('a multi-select is checkboxes sharing the field’s name (posts without JavaScript)', () => {
    const html = renderFields('ua');
    const boxes = inputsNamed(html, 'target_markets');
    expect(boxes).toHaveLength(4);
    for (const box of boxes) expect(box).toContain('type="checkbox"');
    expect(html).toContain('value="nl"');
    expect(html).toContain('Нідерланди');
  });

  it('labels and help in the page’s language, required marks, the number’s unit', () => {
    const html = renderFields('ua');
    expect(html).toMatch(
      /<label for="order-product_name"[^>]*>Назва продукції<\/label><span[^>]*aria-hidden="true">\*<\/span>/,
    );
    expect(html).toMatch(/<input[^>]*id="order-product_name"[^>]*required=""/);
    expect(html).toContain('Як вона зветься у ваших документах.');
    expect(html).toMatch(/<label for="order-annual_volume"[^>]*>Річний обсяг, т<\/label>/);
    expect(html).toMatch(
      /<input[^>]*id="order-annual_volume"[^>]*inputMode="numeric"|<input[^>]*id="order-annual_volume"[^>]*inputMode="decimal"/,
    );
    expect(html).not.toMatch(/<label for="order-description"[^>]*>[^<]*<\/label><span[^>]*>\*/);

    const english = renderFields('en');
    expect(english).toMatch(/<label for="order-annual_volume"[^>]*>Annual volume, t<\/label>/);
    expect(english).toContain('As your documents name it.');
    expect(english).toMatch(/<legend[^>]*>The product<\/legend>/);
    expect(english).toContain('I agree to share these data with the certification body');
    expect(english).not.toContain('Назва продукції');
  });

  it('countries are the portal’s, named and sorted in the page’s language; the blocked four are not offered', () => {
    const html = renderFields('ua');
    const select = /<select[^>]*name="origin_country"[\s\S]*?<\/select>/.exec(html)?.[0] ?? '';
    expect(select).toContain('Оберіть країну');
    expect(select).not.toContain('value="RU"');
    expect(select.indexOf('>Австрія<')).toBeLessThan(select.indexOf('>Україна<'));
    expect(select.indexOf('>Польща<')).toBeLessThan(select.indexOf('>Україна<'));
    const english = renderFields('en');
    const options = /<select[^>]*name="origin_country"[\s\S]*?<\/select>/.exec(english)?.[0] ?? '';
    expect(options.indexOf('>Austria<')).toBeLessThan(options.indexOf('>Ukraine<'));
  });

  it('the HS code is a text field with the code’s hint (the search joins it in the browser)', () => {
    expect(renderFields('ua')).toContain('Код УКТ ЗЕД: 4, 6 або 10 цифр, наприклад 0409 або 0409000000.');
    expect(renderFields('en')).toMatch(/<input[^>]*id="order-hs_code"[^>]*inputMode="numeric"/);
  });

  it.each([
    ['ua', undefined, 'PDF, зображення або офісні документи, до 10 МБ.'],
    ['en', undefined, 'PDF, pictures or office documents, up to 10 MB.'],
    ['en', ['image'], 'Pictures, up to 10 MB.'],
    ['ua', ['pdf', 'image'], 'PDF або зображення, до 10 МБ.'],
  ] as const)('a file field in %s accepting %j says what it takes', (locale, accept, hint) => {
    const html = renderFields(locale, { definition: oneFileField(accept ? [...accept] : undefined) });
    expect(html).toContain(hint);
    expect(tagOf(html, 'order-contract')).toMatch(/type="file".*required=""/);
  });

  it('shows each error beside its field, the field marked invalid', () => {
    const errors = {
      annual_volume: ['«Річний обсяг» — не менше 10 т.'],
      target_markets: ['Оберіть хоча б 1 варіант у полі «Ринки».'],
      consent: ['Позначте «Я погоджуюся передати ці дані органу сертифікації».'],
      certificate: ['Завантажте файл у полі «Чинний сертифікат» ще раз.'],
    };
    const html = renderFields('ua', { form: formOf(errors) });
    for (const [key, [message]] of Object.entries(errors)) {
      expect(html).toMatch(
        new RegExp(`<p id="order-${key}-error"[^>]*>${message!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</p>`),
      );
    }
    expect(tagOf(html, 'order-annual_volume')).toContain('aria-invalid="true"');
    expect(tagOf(html, 'order-annual_volume')).toContain(
      'aria-describedby="order-annual_volume-hint order-annual_volume-error"',
    );
    expect(tagOf(html, 'order-certificate')).toContain('aria-invalid="true"');
    expect(tagOf(html, 'order-product_name')).not.toContain('aria-invalid');
  });

  it('fills saved answers: numbers in the language’s separator, ticks, chosen options', () => {
    const initial: Partial<FormAnswers> = {
      product_name: 'Мед',
      annual_volume: 120.5,
      target_markets: ['pl'],
      certificate_type: 'haccp',
      origin_country: 'UA',
      consent: true,
    };
    const html = renderFields('ua', { initial });
    expect(tagOf(html, 'order-product_name')).toContain('value="Мед"');
    expect(tagOf(html, 'order-annual_volume')).toContain('value="120,5"');
    expect(renderFields('en', { initial })).toMatch(/id="order-annual_volume"[^>]*value="120.5"/);
    const boxes = inputsNamed(html, 'target_markets');
    expect(boxes.find((box) => box.includes('value="pl"'))).toContain('checked=""');
    expect(boxes.find((box) => box.includes('value="de"'))).not.toContain('checked');
    expect(html).toMatch(/<option value="haccp" selected="">/);
    expect(html).toMatch(/<option value="UA" selected="">Україна<\/option>/);
    expect(tagOf(html, 'order-consent')).toContain('checked=""');
  });

  it('an order’s kept file is named, kept by a hidden input, replaceable and (optional) removable', () => {
    const html = renderFields('ua', {
      initial: { certificate: { file_id: FILE_ID } },
      uploadedFiles: { [FILE_ID]: { name: 'organic-2025.pdf' } },
    });
    expect(html).toContain('Додано файл: organic-2025.pdf');
    expect(html).toContain(`<input type="hidden" name="certificate.file_id" value="${FILE_ID}"/>`);
    expect(html).toContain('щоб замінити його, оберіть інший');
    expect(inputsNamed(html, 'certificate.remove')[0]).toContain('type="checkbox"');
    expect(html).toContain('Видалити цей файл');

    const required = renderFields('en', {
      definition: oneFileField(),
      initial: { contract: { file_id: FILE_ID } },
    });
    expect(required).toContain('File added: file');
    expect(required).not.toContain('contract.remove');
    expect(tagOf(required, 'order-contract')).not.toContain('required');
  });

  it('renders in the language it is given, whatever the page’s (the back office’s preview)', () => {
    const html = renderFields('en', {}, 'ua');
    expect(html).toContain('Product name');
    expect(html).toContain('Choose a country');
    expect(html).toContain('PDF, up to 10 MB.');
    const ukrainian = renderFields('ua', {}, 'en');
    expect(ukrainian).toContain('Оберіть країну');
  });
});

describe('FormPreview: the answers read-only', () => {
  const answers: FormAnswers = {
    product_name: 'Мед акацієвий',
    description: '',
    annual_volume: 1234.5,
    hs_code: '0409000000',
    target_markets: ['de', 'pl'],
    certificate_type: 'global_gap',
    origin_country: 'UA',
    desired_date: '2026-12-15',
    certificate: { file_id: FILE_ID },
    consent: true,
  };
  const fileHref = (id: string) => `/files/${id}`;

  function preview(locale: UiLocale, props: Partial<Parameters<typeof FormPreview>[0]> = {}) {
    return inPage(
      locale,
      <FormPreview
        definition={FORM_DEFINITION_EXAMPLE}
        answers={answers}
        locale={locale}
        fileHref={fileHref}
        countryNames={designedCountryNames(toApiLocale(locale))}
        {...props}
      />,
    );
  }

  const textOf = (html: string, key: string) =>
    (new RegExp(`data-testid="form-preview-${key}"[^>]*>([\\s\\S]*?)</div>`).exec(html)?.[1] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();

  it('shows each label with its answer, in Ukrainian', () => {
    const html = preview('ua');
    expect(html).toMatch(/<h3[^>]*>Продукція<\/h3>/);
    expect(textOf(html, 'product_name')).toBe('Назва продукції Мед акацієвий');
    expect(textOf(html, 'description')).toBe('Опис продукції Не вказано');
    expect(textOf(html, 'annual_volume')).toBe('Річний обсяг 1 234,5 т');
    expect(textOf(html, 'target_markets')).toBe('Ринки Німеччина, Польща');
    expect(textOf(html, 'certificate_type')).toBe('Вид сертифіката GLOBALG.A.P.');
    expect(textOf(html, 'origin_country')).toBe('Країна походження Україна');
    expect(textOf(html, 'desired_date')).toBe('Бажана дата 15.12.2026');
    expect(textOf(html, 'consent')).toMatch(/ Так$/);
  });

  it('… and in English, a file as a link by the URL builder', () => {
    const html = preview('en', { uploadedFiles: { [FILE_ID]: { name: 'organic-2025.pdf' } } });
    expect(textOf(html, 'annual_volume')).toBe('Annual volume 1,234.5 t');
    expect(textOf(html, 'target_markets')).toBe('Markets Germany, Poland');
    expect(textOf(html, 'origin_country')).toBe('Country of origin Ukraine');
    expect(textOf(html, 'description')).toBe('Product description Not given');
    expect(html).toMatch(new RegExp(`<a href="/files/${FILE_ID}"[^>]*>organic-2025.pdf</a>`));
    expect(textOf(preview('en', { answers: { ...answers, consent: false } }), 'consent')).toMatch(/ No$/);
  });

  it('a file without a known name is “File”', () => {
    expect(preview('ua')).toMatch(new RegExp(`<a href="/files/${FILE_ID}"[^>]*>Файл</a>`));
  });
});
