import { and, eq } from 'drizzle-orm';
import {
  fileKinds,
  listFormFields,
  OFFICE_CONTENT_TYPES,
  type FormFileKind,
  type ApiLocale,
  type FormDefinition,
  type ServiceOrder,
  type ServiceOrderData,
} from '@portal/contract';
import { serviceOrderFiles, serviceOrders, type serviceForms } from '@portal/db';
import { AppError } from '../../../lib/app-error';
import { validateFormAnswers } from '../../../lib/form-validation';
import { moveRequestStatus, recordRequestCreation, sendStatusChangeMail } from '../change-request-status';
import { actorOfScope, assertCanFileRequests, companyOfScope, recordInScope } from '../../access/scope';
import type { Executor } from '../../audit/record-audit';
import { assertActiveSubscription } from '../../country-analyses/subscription-gate';
import { attachUploadedFile, deleteStoredFile } from '../../files/stored-file';
import { findPublishedService, readServiceForm, storedDefinition } from '../../catalog/catalog-services';
import { insertInvoice, readInvoiceParties } from '../../money/issue-invoice';
import type { RequestWriteContext } from '../request-writer';
import { getServiceOrder, isServiceOrderEditable } from './get-service-order';

type WriteOptions = RequestWriteContext & { body: ServiceOrderData; locale: ApiLocale };
type FormRow = typeof serviceForms.$inferSelect;

/** The form's file fields and the kinds of file each accepts. */
export function fileFieldsOf(definition: FormDefinition): { key: string; accept: readonly FormFileKind[] }[] {
  return listFormFields(definition).flatMap((field) =>
    field.kind === 'file' ? [{ key: field.key, accept: fileKinds(field) }] : [],
  );
}

/** How much of the first text answer an order keeps as its subject. */
const SUBJECT_LENGTH = 200;

/** What an order is about, in the exporter's words: its first text answer that is not empty. */
export function subjectOf(definition: FormDefinition, answers: Record<string, unknown>): string {
  for (const field of listFormFields(definition)) {
    if (field.kind !== 'text' && field.kind !== 'long_text') continue;
    const value = answers[field.key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, SUBJECT_LENGTH);
  }
  return '';
}

const ACCEPTS: Record<FormFileKind, (contentType: string) => boolean> = {
  pdf: (type) => type === 'application/pdf',
  image: (type) => type.startsWith('image/'),
  office: (type) => (OFFICE_CONTENT_TYPES as readonly string[]).includes(type),
};

/** The answers checked against the version's JSON Schema: 422 with each field's message otherwise. */
function checkAnswers(form: FormRow, answers: Record<string, unknown>, locale: ApiLocale) {
  const definition = storedDefinition(form.definition);
  const result = validateFormAnswers(
    { versionId: form.id, schema: form.schema as Record<string, unknown>, definition },
    answers,
    locale,
  );
  if (!result.ok)
    throw new AppError('validation_failed', 'error.validation_failed', { fields: result.errors });
  return { definition, answers: result.answers as Record<string, unknown> };
}

/**
 * The files the answers name, kept with the order: a new upload (of the same user, of a type the
 * field accepts) is attached, an answer naming the file it already had keeps it, and a replaced
 * or emptied one is deleted.
 */
async function keepAnswerFiles(
  tx: Executor,
  options: { orderId: string; definition: FormDefinition; answers: Record<string, unknown>; userId: string },
): Promise<void> {
  const { orderId, definition, answers, userId } = options;
  const kept = await tx
    .select({ fieldKey: serviceOrderFiles.fieldKey, fileId: serviceOrderFiles.fileId })
    .from(serviceOrderFiles)
    .where(eq(serviceOrderFiles.orderId, orderId));
  const before = new Map(kept.map((row) => [row.fieldKey, row.fileId]));
  for (const field of fileFieldsOf(definition)) {
    const answer = answers[field.key] as { file_id: string } | undefined;
    const had = before.get(field.key);
    if (answer && answer.file_id === had) continue;
    if (had) {
      await tx
        .delete(serviceOrderFiles)
        .where(and(eq(serviceOrderFiles.orderId, orderId), eq(serviceOrderFiles.fieldKey, field.key)));
      await deleteStoredFile(tx, had);
    }
    if (!answer) continue;
    const fileId = await attachUploadedFile(tx, {
      upload: answer,
      kind: 'document',
      userId,
      field: `answers.${field.key}`,
      accept: {
        contentType: (type) => field.accept.some((accept) => ACCEPTS[accept](type)),
        wrongType:
          field.accept.length === 1 && field.accept[0] === 'pdf'
            ? 'validation.pdf_only'
            : field.accept.length === 1 && field.accept[0] === 'image'
              ? 'validation.image_only'
              : 'validation.document_only',
      },
    });
    await tx.insert(serviceOrderFiles).values({ orderId, fieldKey: field.key, fileId });
  }
}

/** The catalogue's prices are in hryvnias. */
const SERVICE_CURRENCY = 'UAH';

/** What a service's invoice sells, in both languages: the service and the order's number. */
export function serviceOrderItem(service: { titleUk: string; titleEn: string }, number: number) {
  return {
    uk: `Послуга «${service.titleUk}», замовлення № ${number}`,
    en: `Service “${service.titleEn}”, order No. ${number}`,
  };
}

/**
 * `POST /catalog/data/{id}`: an order of a published service by the caller's company, answering
 * the service's current form. A free service's order is created and sent to the managers
 * (`created → accepted`) in one transaction; a priced one's is created with its invoice (the
 * body's `payment_method`, 422 without it) and waits unsent until the invoice is paid. Only an
 * approved company may order (403); a subscribers' service needs an active subscription (403
 * `catalog.subscription_required`).
 */
export async function createServiceOrder(
  context: WriteOptions & { serviceRef: string },
): Promise<ServiceOrder> {
  const { db, scope, ip, body, locale } = context;
  assertCanFileRequests(scope.user);
  const { service } = await findPublishedService(db, context.serviceRef);
  if (service.subscriptionRequired)
    await assertActiveSubscription(db, scope, 'catalog.subscription_required');
  if (service.currentFormId === null) throw new AppError('conflict', 'catalog.no_form');
  if (body.form_id !== service.currentFormId) throw new AppError('conflict', 'catalog.form_changed');
  const priced = service.priceMinor !== null && service.priceMinor > 0;
  if (priced && !body.payment_method) {
    throw new AppError('validation_failed', 'catalog.payment_method_required', {
      fields: { payment_method: ['catalog.payment_method_required'] },
    });
  }
  const form = await readServiceForm(db, service.currentFormId);
  const { definition, answers } = checkAnswers(form, body.answers, locale);
  const companyId = companyOfScope(scope);
  const actor = actorOfScope(scope, ip);
  const parties = priced ? await readInvoiceParties(db, companyId) : null;
  const now = new Date();
  const { id, change } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(serviceOrders)
      .values({
        companyId,
        createdBy: scope.user.id,
        serviceId: service.id,
        formId: form.id,
        answers,
        subject: subjectOf(definition, answers),
        titleUk: service.titleUk,
        titleEn: service.titleEn,
        statusChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: serviceOrders.id, number: serviceOrders.number });
    const orderId = row!.id;
    await keepAnswerFiles(tx, { orderId, definition, answers, userId: scope.user.id });
    await recordRequestCreation(tx, { kind: 'service_order', requestId: orderId, actor, at: now });
    if (parties && body.payment_method) {
      // Billed now, sent when paid (invoice-subjects.ts).
      await insertInvoice(tx, {
        companyId,
        sale: { subject: 'catalog_order', serviceOrderId: orderId },
        paymentMethod: body.payment_method,
        amountMinor: service.priceMinor!,
        currency: SERVICE_CURRENCY,
        item: serviceOrderItem(service, row!.number),
        parties,
        at: now,
      });
      return { id: orderId, change: null };
    }
    const moved = await moveRequestStatus(tx, {
      kind: 'service_order',
      requestId: orderId,
      to: 'accepted',
      scope,
      ip,
    });
    return { id: orderId, change: moved };
  });
  if (change) await sendStatusChangeMail(context.jobs, context.publicUrl, change);
  return getServiceOrder({ db, scope, id, locale });
}

/**
 * `POST /catalog/data/{id}/{itemId}`: the exporter changes an order not yet taken, against the
 * order's own form version (whatever the service's form is now). Sent and not taken (`accepted`)
 * it stays so; sent back for more (`in_finalization`) it is sent again (`→ accepted`). In any other
 * status 409 `request.not_editable`.
 */
export async function updateServiceOrder(context: WriteOptions & { id: string }): Promise<ServiceOrder> {
  const { db, scope, id, body, locale } = context;
  assertCanFileRequests(scope.user);
  const [current] = await db
    .select({ serviceId: serviceOrders.serviceId, formId: serviceOrders.formId })
    .from(serviceOrders)
    .where(recordInScope(serviceOrders, id, scope))
    .limit(1);
  if (!current) throw new AppError('not_found', 'error.not_found');
  if (body.form_id !== current.formId) {
    throw new AppError('validation_failed', 'error.validation_failed', {
      fields: { form_id: ['catalog.form_version_mismatch'] },
    });
  }
  const form = await readServiceForm(db, current.formId);
  const { definition, answers } = checkAnswers(form, body.answers, locale);
  const change = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: serviceOrders.status })
      .from(serviceOrders)
      .where(recordInScope(serviceOrders, id, scope))
      .for('update')
      .limit(1);
    if (!row) throw new AppError('not_found', 'error.not_found');
    if (!isServiceOrderEditable(row.status)) throw new AppError('conflict', 'request.not_editable');
    await tx
      .update(serviceOrders)
      .set({ answers, subject: subjectOf(definition, answers), updatedAt: new Date() })
      .where(eq(serviceOrders.id, id));
    await keepAnswerFiles(tx, { orderId: id, definition, answers, userId: scope.user.id });
    if (row.status !== 'in_finalization') return null;
    return moveRequestStatus(tx, {
      kind: 'service_order',
      requestId: id,
      to: 'accepted',
      scope,
      ip: context.ip,
      expectedFrom: row.status,
    });
  });
  if (change) await sendStatusChangeMail(context.jobs, context.publicUrl, change);
  return getServiceOrder({ db, scope, id, locale });
}
