/**
 * Regions of Ukraine: the 27 ISO 3166-2:UA subdivisions (24 oblasts, the Autonomous Republic
 * of Crimea and the two cities with special status), named in both languages.
 */
export const REGIONS = [
  { code: 'UA-05', uk: 'Вінницька область', en: 'Vinnytsia Oblast' },
  { code: 'UA-07', uk: 'Волинська область', en: 'Volyn Oblast' },
  { code: 'UA-09', uk: 'Луганська область', en: 'Luhansk Oblast' },
  { code: 'UA-12', uk: 'Дніпропетровська область', en: 'Dnipropetrovsk Oblast' },
  { code: 'UA-14', uk: 'Донецька область', en: 'Donetsk Oblast' },
  { code: 'UA-18', uk: 'Житомирська область', en: 'Zhytomyr Oblast' },
  { code: 'UA-21', uk: 'Закарпатська область', en: 'Zakarpattia Oblast' },
  { code: 'UA-23', uk: 'Запорізька область', en: 'Zaporizhzhia Oblast' },
  { code: 'UA-26', uk: 'Івано-Франківська область', en: 'Ivano-Frankivsk Oblast' },
  { code: 'UA-30', uk: 'Київ', en: 'Kyiv' },
  { code: 'UA-32', uk: 'Київська область', en: 'Kyiv Oblast' },
  { code: 'UA-35', uk: 'Кіровоградська область', en: 'Kirovohrad Oblast' },
  { code: 'UA-40', uk: 'Севастополь', en: 'Sevastopol' },
  { code: 'UA-43', uk: 'Автономна Республіка Крим', en: 'Autonomous Republic of Crimea' },
  { code: 'UA-46', uk: 'Львівська область', en: 'Lviv Oblast' },
  { code: 'UA-48', uk: 'Миколаївська область', en: 'Mykolaiv Oblast' },
  { code: 'UA-51', uk: 'Одеська область', en: 'Odesa Oblast' },
  { code: 'UA-53', uk: 'Полтавська область', en: 'Poltava Oblast' },
  { code: 'UA-56', uk: 'Рівненська область', en: 'Rivne Oblast' },
  { code: 'UA-59', uk: 'Сумська область', en: 'Sumy Oblast' },
  { code: 'UA-61', uk: 'Тернопільська область', en: 'Ternopil Oblast' },
  { code: 'UA-63', uk: 'Харківська область', en: 'Kharkiv Oblast' },
  { code: 'UA-65', uk: 'Херсонська область', en: 'Kherson Oblast' },
  { code: 'UA-68', uk: 'Хмельницька область', en: 'Khmelnytskyi Oblast' },
  { code: 'UA-71', uk: 'Черкаська область', en: 'Cherkasy Oblast' },
  { code: 'UA-74', uk: 'Чернігівська область', en: 'Chernihiv Oblast' },
  { code: 'UA-77', uk: 'Чернівецька область', en: 'Chernivtsi Oblast' },
] as const;

export type RegionCode = (typeof REGIONS)[number]['code'];
export const REGION_CODES = REGIONS.map((r) => r.code) as [RegionCode, ...RegionCode[]];
