import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { Container } from '../../components/ui/container';
import { ArrowRightIcon } from '../../components/ui/icons';
import { LocalizedLink } from '../../i18n/localized-link';
import { usePagesTranslation } from '../../i18n/pages';
import { FaqAnswer } from './faq-answer';
import type { FaqQuestion, FaqQuestionWithCategory } from '@portal/contract';

type FaqQuestionPageProps = { question: FaqQuestionWithCategory; otherQuestions: FaqQuestion[] };

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/** /faq/{id} (spec §2): one question with its answer, its category and the category's other questions. */
export function FaqQuestionPage({ question, otherQuestions }: FaqQuestionPageProps) {
  const { t } = usePagesTranslation();
  const categoryPath = `/faq?category=${encodeURIComponent(question.category.slug)}`;
  return (
    <Container className="py-8 sm:py-12">
      <Breadcrumbs
        label={t('common.breadcrumbs')}
        items={[
          { label: t('faq.title'), to: '/faq' },
          { label: question.category.name, to: categoryPath },
          { label: question.question },
        ]}
      />
      <div className="mt-8 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="max-w-3xl">
          <p className="text-[15px] font-semibold text-brand-700">
            <span className="sr-only">{t('faq.category')}: </span>
            {question.category.name}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            {question.question}
          </h1>
          <FaqAnswer text={question.answer} className="mt-6 text-lg leading-relaxed text-ink" />
          <LocalizedLink to="/faq" className={`mt-10 inline-flex min-h-11 items-center ${LINK}`}>
            {t('faq.backToFaq')}
          </LocalizedLink>
        </article>
        {otherQuestions.length > 0 && (
          <aside aria-labelledby="faq-other-questions" className="self-start rounded-2xl bg-brand-50 p-6">
            <h2 id="faq-other-questions" className="text-lg font-bold text-brand-900">
              {t('faq.otherQuestions', { category: question.category.name })}
            </h2>
            <ul className="mt-4 flex flex-col gap-3" data-testid="faq-other-questions">
              {otherQuestions.map((other) => (
                <li key={other.id}>
                  <LocalizedLink to={`/faq/${other.id}`} className={`leading-snug ${LINK}`}>
                    {other.question}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
            <LocalizedLink
              to={categoryPath}
              className="mt-5 inline-flex min-h-8 items-center gap-1.5 text-[15px] font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              {t('faq.allQuestionsOfCategory')}
              <ArrowRightIcon width={18} height={18} />
            </LocalizedLink>
          </aside>
        )}
      </div>
    </Container>
  );
}
