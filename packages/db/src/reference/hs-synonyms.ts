/**
 * Words that name the same thing in the classification's names and in what people type (issue
 * 25 §4). Each group's stems are read as its first word's stem, at import and at search alike,
 * so 'заморожена малина' meets 0811 'морожені' and its subheading 'raspberries, … frozen'.
 * A group joins words, not phrases; an everyday name of one heading ('дрова' for 4401) belongs
 * in reference/hs/everyday-names.csv instead. Changing this list re-imports the classification.
 */
export const HS_SYNONYMS: readonly (readonly string[])[] = [
  // The tariff writes 'морожені', people 'заморожені'; English names say 'frozen'.
  ['frozen', 'морожений', 'заморожений', 'заморожена'],
  ['sunflower', 'соняшник', 'соняшниковий', 'підсолнечник', 'підсолнечний'],
  ['walnut', 'волоський', 'волоські', 'грецький', 'грецькі'],
  // The tariff names berries only in English subheadings.
  ['raspberry', 'малина'],
  ['strawberry', 'полуниця', 'суниця'],
  ['cherry', 'вишня', 'черешня'],
  ['rape', 'rapeseed', 'ріпак', 'ріпаковий', 'canola'],
  ['soya', 'soybean', 'соя', 'соєвий'],
  ['poultry', 'chicken', 'fowl', 'курятина', 'курка', 'кури', 'птиця'],
  ['swine', 'pork', 'свинина', 'свинячий'],
  ['bovine', 'beef', 'яловичина', 'яловичий'],
  ['oilcake', 'шрот', 'макуха'],
  ['tomato', 'помідор', 'томат'],
  ['tyre', 'tire', 'шина'],
  ['лісоматеріал', 'пиломатеріал', 'пиломатеріали'],
  ['cigarette', 'сигарета', 'цигарка'],
  ['pasta', 'макарони', 'макаронний'],
  ['sugar', 'цукор', 'цукру', 'цукровий'],
];
