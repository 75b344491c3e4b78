import type { ExportService } from '@portal/contract';
import { describeField, FieldErrors } from '../../components/form/field-parts';
import type { ApiFormFields } from '../../components/form/use-api-form';
import { FreeBadge } from '../../components/ui/badge';
import { useRequestsTranslation } from '../../i18n/requests';

/** The services the exporter wants with the application (`/profile/sales-market/get-services`). */
export function ServicesField({
  form,
  services,
  initialValues,
}: {
  form: ApiFormFields;
  services: readonly ExportService[];
  initialValues: readonly string[];
}) {
  const { t } = useRequestsTranslation();
  const field = describeField(form, 'service_ids');
  const checked = new Set(form.listOf('service_ids', initialValues));
  return (
    <fieldset id={field.id} aria-describedby={field.describedBy} data-testid="services-field">
      <legend className="mb-3 text-[15px] font-semibold text-ink">{t('market.fields.services')}</legend>
      <ul className="grid gap-2">
        {services.map((service) => {
          const id = `${field.id}-${service.id}`;
          return (
            <li
              key={service.id}
              className="flex items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 md:py-3"
            >
              <input
                id={id}
                type="checkbox"
                name="service_ids"
                value={String(service.id)}
                defaultChecked={checked.has(String(service.id))}
                aria-describedby={service.description ? `${id}-text` : undefined}
                className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
              />
              <div>
                <label htmlFor={id} className="cursor-pointer text-[15px] font-semibold text-ink">
                  {service.name}
                </label>
                {service.is_free && <FreeBadge className="ml-2 align-middle" />}
                {service.description && (
                  <p id={`${id}-text`} className="mt-1 text-sm leading-snug text-muted max-md:hidden">
                    {service.description}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {/* On phones the descriptions would make the page screens long: one tap away. */}
      {services.some((service) => service.description) && (
        <details className="mt-3 text-sm leading-snug text-muted md:hidden">
          <summary className="cursor-pointer font-semibold text-brand-700">
            {t('market.fields.servicesMore')}
          </summary>
          <dl className="mt-2 grid gap-2">
            {services
              .filter((service) => service.description)
              .map((service) => (
                <div key={service.id}>
                  <dt className="font-bold text-ink">{service.name}</dt>
                  <dd>{service.description}</dd>
                </div>
              ))}
          </dl>
        </details>
      )}
      <FieldErrors id={field.errorId} errors={field.errors} testId={`${field.id}-error`} />
    </fieldset>
  );
}
