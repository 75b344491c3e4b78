/** Type of business of a company (companyInfo.type_business), with labels in both languages. */
export const BUSINESS_TYPES = [
  { code: 'manufacturer', uk: 'Виробник', en: 'Manufacturer' },
  { code: 'trader', uk: 'Торговельна компанія', en: 'Trading company' },
  { code: 'farm', uk: 'Фермерське господарство', en: 'Farm' },
  { code: 'services', uk: 'Постачальник послуг', en: 'Service provider' },
  { code: 'sole_proprietor', uk: 'ФОП', en: 'Sole proprietor' },
  { code: 'other', uk: 'Інше', en: 'Other' },
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number]['code'];
export const BUSINESS_TYPE_CODES = BUSINESS_TYPES.map((t) => t.code) as [BusinessType, ...BusinessType[]];

/** Fields of activity (companyInfo.fields_of_activity, several may be chosen). */
export const FIELDS_OF_ACTIVITY = [
  { code: 'agriculture', uk: 'Сільське господарство', en: 'Agriculture' },
  { code: 'food', uk: 'Харчова промисловість', en: 'Food industry' },
  { code: 'machinery', uk: 'Машинобудування', en: 'Machinery' },
  { code: 'metallurgy', uk: 'Металургія', en: 'Metallurgy' },
  { code: 'chemicals', uk: 'Хімічна промисловість', en: 'Chemicals' },
  { code: 'wood', uk: 'Деревообробка та меблі', en: 'Wood and furniture' },
  { code: 'textiles', uk: 'Легка промисловість', en: 'Textiles and clothing' },
  { code: 'it', uk: 'ІТ та програмне забезпечення', en: 'IT and software' },
  { code: 'construction', uk: 'Будівельні матеріали', en: 'Construction materials' },
  { code: 'energy', uk: 'Енергетика', en: 'Energy' },
  { code: 'pharma', uk: 'Фармацевтика та медичні вироби', en: 'Pharmaceuticals and medical devices' },
  { code: 'logistics', uk: 'Логістика', en: 'Logistics' },
  { code: 'creative', uk: 'Креативні індустрії', en: 'Creative industries' },
  { code: 'other', uk: 'Інше', en: 'Other' },
] as const;
export type FieldOfActivity = (typeof FIELDS_OF_ACTIVITY)[number]['code'];
export const FIELD_OF_ACTIVITY_CODES = FIELDS_OF_ACTIVITY.map((f) => f.code) as [
  FieldOfActivity,
  ...FieldOfActivity[],
];
