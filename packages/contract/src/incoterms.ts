import type { ApiLocale } from './locale';

/** The two groups of Incoterms® 2020 rules, by the mode of transport they suit. */
export const INCOTERM_GROUPS = ['any_mode', 'sea_and_inland_waterway'] as const;
export type IncotermGroup = (typeof INCOTERM_GROUPS)[number];

type Incoterm = {
  code: string;
  group: IncotermGroup;
  name: Record<ApiLocale, string>;
  /** Our own short summary of who bears the cost and the risk where (not the ICC's text). */
  description: Record<ApiLocale, string>;
};

/**
 * The 11 rules of Incoterms® 2020 (International Chamber of Commerce), in the ICC's order:
 * seven for any mode of transport, four for sea and inland waterway transport.
 * "Incoterms" is a trademark of the ICC; the rules themselves are published by the ICC.
 */
export const INCOTERMS_2020 = [
  {
    code: 'EXW',
    group: 'any_mode',
    name: { uk: 'Франко завод', en: 'Ex Works' },
    description: {
      uk: 'Продавець лише надає товар у своєму приміщенні чи іншому погодженому місці. Завантаження, експортне митне оформлення, перевезення і всі ризики з цього моменту бере на себе покупець.',
      en: "The seller only makes the goods available at its premises or another agreed place. Loading, export clearance, carriage and every risk from that moment are the buyer's.",
    },
  },
  {
    code: 'FCA',
    group: 'any_mode',
    name: { uk: 'Франко перевізник', en: 'Free Carrier' },
    description: {
      uk: 'Продавець передає товар, що пройшов експортне митне оформлення, перевізникові, якого призначив покупець, у погодженому місці. Там же до покупця переходять ризик і всі подальші витрати.',
      en: 'The seller hands the goods, cleared for export, to the carrier named by the buyer at the agreed place. Risk and all further costs pass to the buyer there.',
    },
  },
  {
    code: 'CPT',
    group: 'any_mode',
    name: { uk: 'Перевезення оплачено до', en: 'Carriage Paid To' },
    description: {
      uk: 'Продавець оплачує перевезення до погодженого місця призначення, але ризик переходить до покупця, щойно товар передано першому перевізникові.',
      en: 'The seller pays the carriage to the agreed destination, but the risk passes to the buyer as soon as the goods are handed to the first carrier.',
    },
  },
  {
    code: 'CIP',
    group: 'any_mode',
    name: { uk: 'Перевезення і страхування оплачено до', en: 'Carriage and Insurance Paid To' },
    description: {
      uk: 'Як CPT, але продавець ще й страхує вантаж на користь покупця до місця призначення. За Інкотермс 2020 страхування має бути з широким покриттям (Institute Cargo Clauses (A)).',
      en: 'As CPT, but the seller also insures the cargo for the buyer up to the destination. Under Incoterms 2020 the cover must be broad (Institute Cargo Clauses (A)).',
    },
  },
  {
    code: 'DAP',
    group: 'any_mode',
    name: { uk: 'Постачання в місці призначення', en: 'Delivered at Place' },
    description: {
      uk: 'Продавець доставляє товар до погодженого місця призначення і несе всі ризики до прибуття. Розвантаження, імпортне митне оформлення та ввізні мита — за покупцем.',
      en: "The seller delivers the goods to the agreed destination and bears every risk until arrival. Unloading, import clearance and import duties are the buyer's.",
    },
  },
  {
    code: 'DPU',
    group: 'any_mode',
    name: { uk: 'Постачання в місці призначення з розвантаженням', en: 'Delivered at Place Unloaded' },
    description: {
      uk: 'Продавець доставляє товар і розвантажує його в погодженому місці призначення, несучи ризики до кінця розвантаження. Імпортне митне оформлення — за покупцем; правило замінило DAT з Інкотермс 2010.',
      en: "The seller delivers and unloads the goods at the agreed destination, bearing the risk until unloading ends. Import clearance is the buyer's; the rule replaced DAT of Incoterms 2010.",
    },
  },
  {
    code: 'DDP',
    group: 'any_mode',
    name: { uk: 'Постачання зі сплатою мита', en: 'Delivered Duty Paid' },
    description: {
      uk: 'Найбільші зобовʼязання продавця: він доставляє товар до місця призначення, проходить імпортне митне оформлення і сплачує ввізні мита та податки. Покупець лише розвантажує товар.',
      en: 'The most the seller can take on: it delivers to the destination, clears the goods for import and pays import duties and taxes. The buyer only unloads.',
    },
  },
  {
    code: 'FAS',
    group: 'sea_and_inland_waterway',
    name: { uk: 'Франко вздовж борту судна', en: 'Free Alongside Ship' },
    description: {
      uk: 'Продавець розміщує товар, що пройшов експортне митне оформлення, уздовж борту судна покупця в погодженому порту відвантаження. Звідти ризики і витрати несе покупець.',
      en: "The seller places the goods, cleared for export, alongside the buyer's vessel at the agreed port of shipment. From there the risk and the costs are the buyer's.",
    },
  },
  {
    code: 'FOB',
    group: 'sea_and_inland_waterway',
    name: { uk: 'Франко на борту', en: 'Free on Board' },
    description: {
      uk: 'Продавець завантажує товар на борт судна, яке зазначив покупець, у погодженому порту відвантаження. Ризик переходить, коли товар на борту; фрахт і страхування оплачує покупець.',
      en: 'The seller loads the goods on board the vessel named by the buyer at the agreed port of shipment. The risk passes once the goods are on board; the buyer pays freight and insurance.',
    },
  },
  {
    code: 'CFR',
    group: 'sea_and_inland_waterway',
    name: { uk: 'Вартість і фрахт', en: 'Cost and Freight' },
    description: {
      uk: 'Продавець оплачує фрахт до порту призначення, але ризик переходить до покупця вже тоді, коли товар завантажено на борт у порту відвантаження.',
      en: 'The seller pays the freight to the port of destination, yet the risk passes to the buyer as soon as the goods are on board at the port of shipment.',
    },
  },
  {
    code: 'CIF',
    group: 'sea_and_inland_waterway',
    name: { uk: 'Вартість, страхування і фрахт', en: 'Cost, Insurance and Freight' },
    description: {
      uk: 'Як CFR, але продавець ще й страхує вантаж на користь покупця. Достатньо мінімального покриття (Institute Cargo Clauses (C)), якщо сторони не домовилися про ширше.',
      en: 'As CFR, but the seller also insures the cargo for the buyer. Minimum cover (Institute Cargo Clauses (C)) is enough unless the parties agree on more.',
    },
  },
] as const satisfies readonly Incoterm[];

export type IncotermCode = (typeof INCOTERMS_2020)[number]['code'];
export const INCOTERM_CODES = INCOTERMS_2020.map((rule) => rule.code) as [IncotermCode, ...IncotermCode[]];

/** Incoterms are paged by page number (spec §9); this is the page size (spec §9's "constant of 6"). */
export const INCOTERMS_PAGE_SIZE = 6;
