-- Issue 25 §11: reports on foreign companies cannot be ordered yet, but the first seed ticked them in
-- every plan ("Оплата за кожен звіт"). The reference file now says "soon" and no tick; the back office
-- owns these cells after the first seed, so only a cell still holding the first seed's words is changed.
UPDATE "tariff_feature_values" SET "included" = false, "note_uk" = 'Незабаром', "note_en" = 'Soon'
WHERE "feature_id" IN (SELECT "id" FROM "tariff_features" WHERE "slug" = 'foreign-company-reports')
  AND "included" = true AND "note_uk" = 'Оплата за кожен звіт' AND "note_en" = 'Paid per report';
