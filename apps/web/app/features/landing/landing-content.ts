import type { FaqQuestion } from '@portal/contract';
import type ua from './content/ua.json';

/**
 * The landing's texts. They live in `content/{ua,en}.json`, are read on the server only
 * (landing-content.server.ts) and reach the page as loader data in its own language, so the
 * landing's JavaScript carries none of them (its 130 KB budget, issue 30 §4).
 */
export type LandingContent = typeof ua;
export type JourneyLabels = LandingContent['journey']['labels'];
/** A stage of a request on the landing's slider, with the statuses the exporter sees then. */
export type JourneyStage = { title: string; text: string; statuses: readonly string[] };

/** A question of the landing's 'questions and answers' (the FAQ's `on_landing` ones). */
export type LandingQuestion = Pick<FaqQuestion, 'id' | 'question' | 'answer'>;

/** The anchor of the header's 'about us' link (`/?target=platform`, spec §2). */
export const PLATFORM_SECTION_ID = 'platform';

/** `'Етап {{index}} з {{total}}'` with its values filled in. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
