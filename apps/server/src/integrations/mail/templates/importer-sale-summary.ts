import {
  getCountryName,
  INCOTERMS_2020,
  LOCALE_ISO,
  toUiLocale,
  type ApiLocale,
  type ImporterSaleUnit,
} from '@portal/contract';

/** What the mails about an import application summarise (DOMAIN.md 'importer sale'). */
export type ImporterSaleSummary = {
  companyName: string;
  countryCode: string;
  contactName: string;
  contactPosition: string;
  email: string;
  phone: string;
  website: string;
  productName: string;
  hsCode: string;
  /** The classification's name of the code in the mail's language ('' when it has none). */
  hsName: string;
  /** Canonical decimal string. */
  quantity: string;
  unit: ImporterSaleUnit;
  /** Decimal string per unit, or null. */
  targetPrice: string | null;
  currency: string | null;
  incoterms: string;
  /** YYYY-MM-DD. */
  deadline: string;
  comment: string;
};

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Unit names by the CLDR plural category of the quantity (Ukrainian needs one/few/many/other). */
const UNIT_NAMES: Record<ApiLocale, Record<ImporterSaleUnit, PluralForms>> = {
  uk: {
    kg: { other: 'кг' },
    t: { other: 'т' },
    l: { other: 'л' },
    m3: { other: 'м³' },
    pcs: { other: 'шт.' },
    pallets: { one: 'палета', few: 'палети', many: 'палет', other: 'палети' },
    containers: { one: 'контейнер', few: 'контейнери', many: 'контейнерів', other: 'контейнера' },
  },
  en: {
    kg: { other: 'kg' },
    t: { other: 't' },
    l: { other: 'l' },
    m3: { other: 'm³' },
    pcs: { one: 'piece', other: 'pieces' },
    pallets: { one: 'pallet', other: 'pallets' },
    containers: { one: 'container', other: 'containers' },
  },
};

const LABELS: Record<ApiLocale, Record<string, string>> = {
  uk: {
    company: 'Компанія',
    country: 'Країна',
    contact: 'Контактна особа',
    email: 'Електронна пошта',
    phone: 'Телефон',
    website: 'Вебсайт',
    product: 'Товар',
    hsCode: 'Код УКТ ЗЕД',
    quantity: 'Обсяг',
    targetPrice: 'Бажана ціна за одиницю',
    incoterms: 'Умови поставки',
    deadline: 'Термін',
    comment: 'Коментар',
  },
  en: {
    company: 'Company',
    country: 'Country',
    contact: 'Contact person',
    email: 'E-mail',
    phone: 'Phone',
    website: 'Website',
    product: 'Product',
    hsCode: 'HS code',
    quantity: 'Quantity',
    targetPrice: 'Target price per unit',
    incoterms: 'Delivery terms',
    deadline: 'Deadline',
    comment: 'Comment',
  },
};

function formatQuantity(quantity: string, unit: ImporterSaleUnit, locale: ApiLocale): string {
  const tag = LOCALE_ISO[toUiLocale(locale)];
  const value = Number(quantity);
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 }).format(value);
  const forms = UNIT_NAMES[locale][unit];
  const category = new Intl.PluralRules(tag).select(value);
  return `${number} ${forms[category] ?? forms.other}`;
}

function formatPrice(price: string, currency: string, locale: ApiLocale): string {
  const tag = LOCALE_ISO[toUiLocale(locale)];
  return new Intl.NumberFormat(tag, { style: 'currency', currency, currencyDisplay: 'code' }).format(
    Number(price),
  );
}

function formatDate(date: string, locale: ApiLocale): string {
  const tag = LOCALE_ISO[toUiLocale(locale)];
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * The application as lines 'Label: value' in the mail's language; contacts only when asked, and
 * without the buyer's company for an exporter who has not accepted it (`anonymous`).
 */
export function describeImporterSale(
  sale: ImporterSaleSummary,
  locale: ApiLocale,
  options: { withContacts: boolean; anonymous?: boolean },
): string[] {
  const label = LABELS[locale];
  const rule = INCOTERMS_2020.find((item) => item.code === sale.incoterms);
  const lines = [
    ...(options.anonymous ? [] : [`${label.company}: ${sale.companyName}`]),
    `${label.country}: ${getCountryName(sale.countryCode, locale)} (${sale.countryCode})`,
  ];
  if (options.withContacts) {
    lines.push(
      `${label.contact}: ${sale.contactName}${sale.contactPosition ? `, ${sale.contactPosition}` : ''}`,
      `${label.email}: ${sale.email}`,
      `${label.phone}: ${sale.phone}`,
    );
    if (sale.website) lines.push(`${label.website}: ${sale.website}`);
  }
  lines.push(
    `${label.product}: ${sale.productName}`,
    `${label.hsCode}: ${sale.hsCode}${sale.hsName ? ` — ${sale.hsName}` : ''}`,
    `${label.quantity}: ${formatQuantity(sale.quantity, sale.unit, locale)}`,
  );
  if (sale.targetPrice && sale.currency) {
    lines.push(`${label.targetPrice}: ${formatPrice(sale.targetPrice, sale.currency, locale)}`);
  }
  lines.push(
    `${label.incoterms}: ${sale.incoterms}${rule ? ` (${rule.name[locale]}), Incoterms® 2020` : ''}`,
    `${label.deadline}: ${formatDate(sale.deadline, locale)}`,
  );
  if (sale.comment) lines.push(`${label.comment}: ${sale.comment}`);
  return lines;
}
