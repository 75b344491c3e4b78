import {
  FeedbackBodySchema,
  FeedbackSentResponseSchema,
  ImporterSaleBodySchema,
  ImporterSaleCreatedResponseSchema,
  PUBLIC_FORM_LIMITS,
  type FeedbackBody,
  type ImporterSaleBody,
} from '../api/public-forms';
import { OutboxQuerySchema, OutboxResponseSchema } from '../api/system';
import { endpoint } from '../endpoint';

const tags = ['public-forms'] as const;
const { perAddress, perEmail } = PUBLIC_FORM_LIMITS;

// ─── The feedback form (spec §7 `/feedback/send`) ────────────────────────────────────────

const feedbackExample = {
  name: 'Олена Коваленко',
  email: 'olena.kovalenko@example.com',
  phone: '+380 67 123 45 67',
  subject: 'Доступ до аналітики ринків',
  message: 'Підкажіть, будь ласка, як отримати доступ до аналітики ринків для нашої компанії.',
} satisfies FeedbackBody;

export const sendFeedback = endpoint({
  operationId: 'sendFeedback',
  method: 'POST',
  path: '/feedback/send',
  // Guests and signed-in users alike; a session, when there is one, is noted with the message.
  access: 'identified',
  errors: [429],
  tags,
  summary: 'Send a message to the support team (mailed to the support mailbox, Reply-To the sender)',
  description:
    `At most ${perAddress.max} messages in ${perAddress.windowMs / 60_000} minutes from one client address and ` +
    `${perEmail.max} an hour for one e-mail address; beyond that 429 with Retry-After.`,
  body: FeedbackBodySchema,
  response: FeedbackSentResponseSchema,
  example: feedbackExample,
});

// ─── The import application of a foreign buyer (spec §2 `/import-application`, §7) ────────

/**
 * The example's deadline: 90 days ahead of when the table is loaded. A fixed date would pass
 * out of the accepted window (not in the past, at most 2 years ahead) and the example with it.
 */
const exampleDeadline = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);

const importerSaleExample = {
  company_name: 'Nordic Grain Trading AB',
  country_code: 'SE',
  contact_name: 'Anna Lindqvist',
  contact_position: 'Purchasing manager',
  email: 'anna.lindqvist@example.com',
  phone: '+46 8 123 456 78',
  website: 'https://nordic-grain.example',
  product_name: 'Refined sunflower oil',
  hs_code: '1512.19',
  quantity: '1500.5',
  unit: 't',
  target_price: '1050.5',
  currency: 'EUR',
  incoterms: 'FOB',
  deadline: exampleDeadline,
  comment: 'Flexitank shipments from Odesa or Izmail ports, monthly lots.',
  consent: true,
} satisfies ImporterSaleBody;

export const createImporterSale = endpoint({
  operationId: 'createImporterSale',
  method: 'POST',
  path: '/create/importer-sale',
  access: 'public',
  errors: [429],
  status: 201,
  tags,
  summary: 'File an import application (a foreign buyer’s request); e-mails a confirmation to the buyer',
  description:
    'English unless X-Localization says uk. The HS code must exist in the classification (422 on hs_code ' +
    'otherwise); RU, BY, KP and IR are refused (422 on country_code). Support is notified by e-mail. ' +
    `At most ${perAddress.max} applications in ${perAddress.windowMs / 60_000} minutes from one client ` +
    `address and ${perEmail.max} an hour for one e-mail address; beyond that 429 with Retry-After.`,
  body: ImporterSaleBodySchema,
  response: ImporterSaleCreatedResponseSchema,
  example: importerSaleExample,
});

// ─── The development outbox (ARCHITECTURE §7; not in production) ─────────────────────────

export const listOutboxMessages = endpoint({
  operationId: 'listOutboxMessages',
  method: 'GET',
  path: '/dev/outbox',
  access: 'public',
  developmentOnly: true,
  tags: ['development'],
  summary: 'Messages captured instead of sent (not in production)',
  query: OutboxQuerySchema,
  response: OutboxResponseSchema,
});
