import { Accordion } from '../../components/ui/accordion';
import { ArrowRightIcon } from '../../components/ui/icons';
import { Container } from '../../components/ui/container';
import { LocalizedLink } from '../../i18n/localized-link';
import type { LandingContent, LandingQuestion } from './landing-content';
import { SectionHeading } from './section-heading';
import { splitParagraphs } from '../../lib/text';

/** Plain-text answers: a blank line starts a new paragraph. */
function Paragraphs({ text }: { text: string }) {
  return splitParagraphs(text).map((paragraph, index) => (
    <p key={index} className="mt-3 first:mt-0">
      {paragraph}
    </p>
  ));
}

/**
 * 'Questions and answers' (spec §2): the FAQ's questions marked for the landing, answers
 * opening up to 900 px (spec §9). Without questions (the FAQ call failed) the section still
 * shows, with a note and the link to /faq.
 */
export function LandingFaqSection({
  content,
  questions,
}: {
  content: LandingContent['faq'];
  questions: readonly LandingQuestion[];
}) {
  return (
    <section id="faq" aria-labelledby="landing-faq-title" className="bg-brand-50 py-16 lg:py-24">
      <Container width="landing" className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <SectionHeading id="landing-faq-title" title={content.title} intro={content.intro} />
          <LocalizedLink
            to="/faq"
            className="mt-6 inline-flex min-h-11 items-center gap-2 rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {content.allLink}
            <ArrowRightIcon width={20} height={20} />
          </LocalizedLink>
        </div>
        <div className="rounded-2xl bg-white px-5 sm:px-8" data-testid="landing-faq">
          {questions.length > 0 ? (
            <Accordion
              className="border-y-0"
              items={questions.map((question) => ({
                id: String(question.id),
                title: question.question,
                content: <Paragraphs text={question.answer} />,
              }))}
            />
          ) : (
            <p className="py-8 text-muted">{content.empty}</p>
          )}
        </div>
      </Container>
    </section>
  );
}
