import type { CourierRequestBody } from './courier';

/**
 * The example's pickup day: a week ahead of when the table is loaded. A fixed date would pass out
 * of the accepted window (today or later in Kyiv, at most 60 days ahead) and the example with it.
 */
const examplePickupDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** A valid pickup request (the document, the access matrix, the fuzz suite's start). */
export const COURIER_REQUEST_EXAMPLE = {
  company_name: 'ТОВ «Зелена Гора»',
  contact_name: 'Олена Коваленко',
  contact_phone: '+380671234567',
  contact_email: 'olena@zelena-hora.example',
  city: 'Київ',
  pickup_place: 'address',
  address: 'вул. Велика Васильківська, 72, офіс 5',
  contents: 'samples',
  weight_kg: 2.5,
  length_cm: 40,
  width_cm: 30,
  height_cm: 20,
  country_code: 'PL',
  pickup_date: examplePickupDate,
  comment: 'Зразки меду в скляних банках: обережно.',
} satisfies CourierRequestBody;
