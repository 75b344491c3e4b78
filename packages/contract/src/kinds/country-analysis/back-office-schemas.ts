import { QueueCountsSchema, managerView, queueShape } from '../../api/admin';
import { PdfUploadSchema } from '../../api/country-analyses';
import { ShortApplicationStatusSchema } from '../../api/requests';
import { envelope, paginated } from '../../envelope';
import { CountryAnalysisListItemSchema, CountryAnalysisRequestSchema } from './schemas';
import { z } from 'zod';

// ─── The back office's side of the requests ──────────────────────────────────────────────

export const AdminCountryAnalysisQueueQuerySchema = z.strictObject({
  ...queueShape,
  status: ShortApplicationStatusSchema.optional().describe('Default: every status but created (drafts)'),
});
export type AdminCountryAnalysisQueueQuery = z.infer<typeof AdminCountryAnalysisQueueQuerySchema>;
export const AdminCountryAnalysisQueueResponseSchema = envelope(
  z.object({
    items: z.array(CountryAnalysisListItemSchema),
    meta: paginated(CountryAnalysisListItemSchema).shape.data.shape.meta,
    counts: QueueCountsSchema,
  }),
);
export const AdminCountryAnalysisSchema = z.object({ request: CountryAnalysisRequestSchema, ...managerView });
export type AdminCountryAnalysis = z.infer<typeof AdminCountryAnalysisSchema>;
export const AdminCountryAnalysisResponseSchema = envelope(AdminCountryAnalysisSchema);

/**
 * `POST /admin/country-analysis/{id}/result`: the finished analysis. Text in at least one
 * language; the PDF is required the first time and replaces the stored one when given again.
 */
export const AdminCountryAnalysisResultBodySchema = z
  .strictObject({
    text_uk: z.string().trim().max(20_000).optional(),
    text_en: z.string().trim().max(20_000).optional(),
    pdf: PdfUploadSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.text_uk && !body.text_en) {
      ctx.addIssue({ code: 'custom', path: ['text_uk'], message: 'validation.text_in_one_language' });
    }
  });
export type AdminCountryAnalysisResultBody = z.input<typeof AdminCountryAnalysisResultBodySchema>;
