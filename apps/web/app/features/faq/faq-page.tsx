import { Trans } from '../../i18n/trans';
import { Accordion } from '../../components/ui/accordion';
import { Container } from '../../components/ui/container';
import { ArrowRightIcon } from '../../components/ui/icons';
import { CONTACT_EMAIL } from '../../config/site';
import { LocalizedLink } from '../../i18n/localized-link';
import { usePagesTranslation } from '../../i18n/pages';
import { cx } from '../../lib/cx';
import { FaqAnswer } from './faq-answer';
import type { FaqSelection } from './faq-text';
import type { FaqCategory } from '@portal/contract';
import { PageIntro } from '../../components/ui/page-intro';

type FaqPageProps = FaqSelection & { allCategories: FaqCategory[] };

const CHIP =
  'inline-flex min-h-11 items-center gap-2 rounded-3xl border px-4 py-2 text-[15px] leading-snug font-semibold transition-colors duration-200';

/** The `?category=` filter as plain links, so it works before (and without) JavaScript. */
function CategoryFilter({
  categories,
  activeSlug,
}: {
  categories: FaqCategory[];
  activeSlug: string | null;
}) {
  const { t } = usePagesTranslation();
  const total = categories.reduce((sum, category) => sum + category.questions.length, 0);
  const links = [
    { slug: null, label: t('faq.allCategories'), count: total },
    ...categories
      .filter((category) => category.questions.length > 0)
      .map((category) => ({ slug: category.slug, label: category.name, count: category.questions.length })),
  ];
  return (
    <nav aria-label={t('faq.filterLabel')} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => {
          const isActive = link.slug === activeSlug;
          return (
            <li key={link.slug ?? 'all'}>
              <LocalizedLink
                to={link.slug ? `/faq?category=${encodeURIComponent(link.slug)}` : '/faq'}
                preventScrollReset
                aria-current={isActive ? 'page' : undefined}
                data-testid={`faq-filter-${link.slug ?? 'all'}`}
                className={cx(
                  CHIP,
                  isActive
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-brand-900 hover:border-brand-600 hover:bg-brand-50',
                )}
              >
                {link.label}
                <span
                  aria-hidden="true"
                  className={cx(
                    'min-w-6 shrink-0 rounded-full px-2 text-center text-xs leading-5 tabular-nums',
                    isActive ? 'bg-white/20 text-white' : 'bg-brand-50 text-brand-700',
                  )}
                >
                  {link.count}
                </span>
                <span className="sr-only">({t('faq.questions', { count: link.count })})</span>
              </LocalizedLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function CategorySection({ category }: { category: FaqCategory }) {
  const { t } = usePagesTranslation();
  const headingId = `faq-category-${category.slug}`;
  return (
    <section aria-labelledby={headingId} data-testid="faq-category" className="scroll-mt-32">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-900">
        {category.name}
      </h2>
      {category.questions.length === 0 ? (
        <p className="mt-4 text-muted">{t('faq.empty')}</p>
      ) : (
        <Accordion
          className="mt-4"
          headingLevel={3}
          items={category.questions.map((question) => ({
            id: String(question.id),
            title: question.question,
            content: (
              <>
                <FaqAnswer text={question.answer} />
                <LocalizedLink
                  to={`/faq/${question.id}`}
                  className="mt-4 inline-flex min-h-8 items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {t('faq.openQuestionPage')}
                  <span className="sr-only">: {question.question}</span>
                  <ArrowRightIcon width={18} height={18} />
                </LocalizedLink>
              </>
            ),
          }))}
        />
      )}
      {/* Without JavaScript the answers cannot open: every question has its own page. */}
      <noscript>
        <ul className="mt-4 list-disc pl-5">
          {category.questions.map((question) => (
            <li key={question.id}>
              <LocalizedLink to={`/faq/${question.id}`} className="text-brand-700 underline">
                {question.question}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </noscript>
    </section>
  );
}

/** /faq (spec §2): the categories with their questions as an accordion, filtered by category. */
export function FaqPage({ allCategories, categories, activeSlug, isUnknownCategory }: FaqPageProps) {
  const { t } = usePagesTranslation();
  return (
    <Container className="py-10 sm:py-14">
      <PageIntro title={t('faq.title')} lead={t('faq.lead')} />
      <CategoryFilter categories={allCategories} activeSlug={activeSlug} />
      {isUnknownCategory && (
        <p
          role="status"
          className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-[15px]"
        >
          {t('faq.unknownCategory')}
        </p>
      )}
      <div className="mt-10 flex flex-col gap-12">
        {categories.length === 0 ? (
          <p className="text-muted">{t('faq.empty')}</p>
        ) : (
          categories.map((category) => <CategorySection key={category.id} category={category} />)
        )}
      </div>
      <aside className="mt-14 rounded-2xl bg-brand-50 p-6 sm:p-8" aria-labelledby="faq-contact">
        <h2 id="faq-contact" className="text-xl font-bold text-brand-900">
          {t('faq.stillHaveQuestions')}
        </h2>
        <p className="mt-2 leading-relaxed text-ink">
          <Trans
            t={t}
            i18nKey="faq.contactUs"
            values={{ email: CONTACT_EMAIL }}
            components={{
              email: (
                <a
                  href={`mailto:${CONTACT_EMAIL}`}
                  className="font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {CONTACT_EMAIL}
                </a>
              ),
            }}
          />
        </p>
      </aside>
    </Container>
  );
}
