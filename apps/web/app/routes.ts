import {
  index,
  layout,
  prefix,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from '@react-router/dev/routes';
import { LEGAL_PAGE_SLUGS, REQUEST_KIND_INFO, REQUEST_KINDS, type UiLocale } from '@portal/contract';
import { kindSlug } from './components/requests/request-kind-ids';
import { STAFF_ACCOUNT_PAGES } from './lib/session/staff-account-pages';

/**
 * The back office's pages of every request kind (issue 26 §1, decision 044): one shared queue
 * module at each kind's back-office path, and the kind's own page module, which every kind folder
 * has at `back-office/request-route.tsx`. A new kind adds no line here.
 */
function requestKindBackOfficeRoutes(id: (name: string) => string): RouteConfigEntry[] {
  return REQUEST_KINDS.flatMap((kind) => {
    const path = REQUEST_KIND_INFO[kind].backOfficePath.slice(1);
    const folder = kindSlug(kind);
    return [
      route(path, 'request-kinds/shared/back-office/queue-route.tsx', { id: id(`admin-queue-${folder}`) }),
      route(`${path}/:id`, `request-kinds/${folder}/back-office/request-route.tsx`, {
        id: id(`admin-request-${folder}`),
      }),
    ];
  });
}

/**
 * Every page exists twice (spec §2): Ukrainian without a prefix and English under /en.
 * Route ids carry the language so both trees can share one module.
 */
function localeTree(locale: UiLocale): RouteConfigEntry[] {
  const id = (name: string) => `${locale}:${name}`;
  // The language's parent brings its main catalogue: a page loads its own language only.
  return [layout(`routes/language/${locale}.ts`, { id: id('language') }, localePages(id))];
}

function localePages(id: (name: string) => string): RouteConfigEntry[] {
  return [
    layout('layouts/default-layout.tsx', { id: id('default-layout') }, [
      index('routes/home.tsx', { id: id('home') }),
      route('export', 'routes/public/export.tsx', { id: id('export') }),
      route('pro', 'routes/public/pro.tsx', { id: id('pro') }),
      route('partners', 'routes/public/partners.tsx', { id: id('partners') }),
      // Spec §2: signed-in exporters read this page in the cabinet.
      layout('layouts/cabinet-twin-layout.tsx', { id: id('cabinet-twin') }, [
        route('importing-countries', 'routes/public/importing-countries.tsx', {
          id: id('importing-countries'),
        }),
      ]),
      route('faq', 'routes/public/faq.tsx', { id: id('faq') }),
      // Issue 16 §3: anyone checks a certificate's code (the PDF's "verify" address).
      route('academy/certificates/:code', 'routes/public/academy-certificate.tsx', {
        id: id('academy-certificate-check'),
      }),
      route('faq/:id', 'routes/public/faq-question.tsx', { id: id('faq-question') }),
      route('tariffs', 'routes/public/tariffs.tsx', { id: id('tariffs') }),
      route('import-application', 'routes/public/import-application.tsx', { id: id('import-application') }),
      ...LEGAL_PAGE_SLUGS.map((slug) => route(slug, 'routes/public/legal-page.tsx', { id: id(slug) })),
      layout('layouts/profile-layout.tsx', { id: id('profile-layout') }, [
        // Issue 13 §6: the person's own account pages, which staff keep (the menus read the same list).
        ...STAFF_ACCOUNT_PAGES.map(({ path, file, name }) => route(path, file, { id: id(name) })),
        // Issue 13 §6: the exporter's company cabinet; staff go to the back-office.
        layout('layouts/exporter-cabinet-layout.tsx', { id: id('exporter-cabinet') }, [
          route('profile', 'routes/profile/profile-index.ts', { id: id('profile') }),
          route('profile/my-company', 'routes/profile/my-company.tsx', { id: id('profile-my-company') }),
          route('profile/approval-required', 'routes/profile/approval-required.tsx', {
            id: id('profile-approval-required'),
          }),
          route('profile/importing-countries', 'routes/profile/importing-countries.tsx', {
            id: id('profile-importing-countries'),
          }),
          route('profile/applications', 'routes/profile/applications.tsx', { id: id('applications') }),
          route('profile/application-statuses', 'routes/profile/application-statuses.tsx', {
            id: id('application-statuses'),
          }),
          route('profile/invoices', 'routes/profile/invoices/list.tsx', { id: id('invoice-list') }),
          route('profile/invoices/:id', 'routes/profile/invoices/detail.tsx', { id: id('invoice-detail') }),
          route('profile/pro-services', 'routes/profile/pro-services/overview.tsx', {
            id: id('pro-services'),
          }),
          route('profile/pro-services/business-club', 'routes/profile/pro-services/business-club.tsx', {
            id: id('pro-business-club'),
          }),
          route('profile/pro-services/analysis', 'routes/profile/pro-services/analysis.tsx', {
            id: id('pro-analysis'),
          }),
          route('profile/pro-services/assistant', 'routes/profile/pro-services/assistant.tsx', {
            id: id('pro-assistant'),
          }),
          // Issue 16 §3–5: the academy, the professional partners and Vkursi (the API gates what needs a subscription).
          route('profile/pro-services/academy', 'routes/profile/pro-services/academy.tsx', {
            id: id('pro-academy'),
          }),
          route(
            'profile/pro-services/academy/courses/:id',
            'routes/profile/pro-services/academy-course.tsx',
            {
              id: id('pro-academy-course'),
            },
          ),
          route(
            'profile/pro-services/academy/lessons/:id',
            'routes/profile/pro-services/academy-lesson.tsx',
            {
              id: id('pro-academy-lesson'),
            },
          ),
          route('profile/pro-services/partners', 'routes/profile/pro-services/partners.tsx', {
            id: id('pro-partners'),
          }),
          route('profile/pro-services/partners/:id', 'routes/profile/pro-services/partner.tsx', {
            id: id('pro-partner'),
          }),
          route('profile/pro-services/vkursi', 'routes/profile/pro-services/vkursi.tsx', {
            id: id('pro-vkursi'),
          }),
          // Issue 27 §2: the catalogue of services and its categories, for every exporter (each card
          // says what ordering needs); ordering and the orders' pages need a company that may file.
          route('profile/services', 'request-kinds/service-order/routes/catalog.tsx', {
            id: id('service-order-catalog'),
          }),
          route('profile/services/cetegories', 'request-kinds/service-order/routes/categories.tsx', {
            id: id('service-order-categories'),
          }),
          // Issue 29 §1: the company's conversation with the office, for every exporter's company.
          route('profile/chat', 'routes/profile/chat.tsx', { id: id('chat') }),
          // Issue 29 §4: write to support and read the office's answers, for every exporter.
          route('profile/support', 'routes/profile/support.tsx', { id: id('profile-support') }),
          // Spec §2 (decision 014), issue 25 §3: the request pages, for a company allowed to file requests.
          layout('layouts/filing-layout.tsx', { id: id('filing') }, [
            route('profile/market', 'request-kinds/sales-market/routes/list.tsx', {
              id: id('sales-market-list'),
            }),
            route('profile/market/create', 'request-kinds/sales-market/routes/create.tsx', {
              id: id('sales-market-create'),
            }),
            route('profile/market/edit/:id', 'request-kinds/sales-market/routes/edit.tsx', {
              id: id('sales-market-edit'),
            }),
            route('profile/market/:id', 'request-kinds/sales-market/routes/detail.tsx', {
              id: id('sales-market-detail'),
            }),
            route('profile/check-list', 'request-kinds/check-list/routes/list.tsx', {
              id: id('check-list-list'),
            }),
            route('profile/check-list/create', 'request-kinds/check-list/routes/create.tsx', {
              id: id('check-list-create'),
            }),
            route('profile/check-list/edit/:id', 'request-kinds/check-list/routes/edit.tsx', {
              id: id('check-list-edit'),
            }),
            route('profile/check-list/:id', 'request-kinds/check-list/routes/detail.tsx', {
              id: id('check-list-detail'),
            }),
            // Issue 15: the company's country-analysis requests (reading needs no subscription, decision 028).
            route('profile/analysis-applications', 'request-kinds/country-analysis/routes/list.tsx', {
              id: id('country-analysis-list'),
            }),
            route(
              'profile/analysis-applications/edit/:id',
              'request-kinds/country-analysis/routes/edit.tsx',
              {
                id: id('country-analysis-edit'),
              },
            ),
            route('profile/analysis-applications/:id', 'request-kinds/country-analysis/routes/detail.tsx', {
              id: id('country-analysis-detail'),
            }),
            // Issue 15: the exporter's assistant (any approved company, no subscription).
            route('profile/assistance', 'request-kinds/assistant/routes/create.tsx', {
              id: id('assistance'),
            }),
            route('profile/assistant-applications', 'request-kinds/assistant/routes/list.tsx', {
              id: id('assistant-applications'),
            }),
            route('profile/assistant-applications/:id', 'request-kinds/assistant/routes/detail.tsx', {
              id: id('assistant-detail'),
            }),
            // Issue 27 §2: ordering a catalogue service, and the company's orders.
            route('profile/services/create', 'request-kinds/service-order/routes/create.tsx', {
              id: id('service-order-create'),
            }),
            route('profile/services/create-form/:id', 'request-kinds/service-order/routes/create-form.tsx', {
              id: id('service-order-create-form'),
            }),
            route('profile/services/edit/:id', 'request-kinds/service-order/routes/edit.tsx', {
              id: id('service-order-edit'),
            }),
            route('profile/services/:id', 'request-kinds/service-order/routes/detail.tsx', {
              id: id('service-order-detail'),
            }),
            // Issue 28 §3: foreign company reports — the search, the company's orders, an order's page.
            route('profile/infoproff-orders', 'routes/profile/infoproff-orders/list.tsx', {
              id: id('report-orders'),
            }),
            route('profile/infoproff-orders/:id', 'routes/profile/infoproff-orders/detail.tsx', {
              id: id('report-order'),
            }),
            // Issue 28 §5: the courier pickup form and the company's requests.
            route('profile/nova-poshta', 'routes/profile/nova-poshta.tsx', { id: id('courier') }),
            // Issue 15: the country-analysis form also needs a subscription (spec §6).
            layout('layouts/subscription-gate-layout.tsx', { id: id('filing-subscription-gate') }, [
              route(
                'profile/pro-services/analysis/create',
                'request-kinds/country-analysis/routes/create.tsx',
                {
                  id: id('pro-analysis-create'),
                },
              ),
            ]),
          ]),
          // Spec §6: the sub-pages of these services open only with an active subscription.
          layout('layouts/subscription-gate-layout.tsx', { id: id('subscription-gate') }, [
            // Issue 16 §2: the business club's events.
            route(
              'profile/pro-services/business-club/events',
              'routes/profile/pro-services/club-events.tsx',
              {
                id: id('pro-club-events'),
              },
            ),
            route(
              'profile/pro-services/business-club/events/:id',
              'routes/profile/pro-services/club-event.tsx',
              {
                id: id('pro-club-event'),
              },
            ),
            route('profile/pro-services/business-club/*', 'routes/profile/pro-services/gated-not-found.tsx', {
              id: id('pro-business-club-gated'),
            }),
            route('profile/pro-services/analysis/:id', 'routes/profile/pro-services/analysis-detail.tsx', {
              id: id('pro-analysis-detail'),
            }),
            route('profile/pro-services/analysis/*', 'routes/profile/pro-services/gated-not-found.tsx', {
              id: id('pro-analysis-gated'),
            }),
          ]),
          // An address no cabinet page answers: the 404 page, under the cabinet's guards.
          route('profile/*', 'routes/not-found.tsx', { id: id('profile-not-found') }),
        ]),
      ]),
    ]),
    layout('layouts/admin-layout.tsx', { id: id('admin-layout') }, [
      route('admin', 'routes/admin/dashboard.tsx', { id: id('admin-dashboard') }),
      route('admin/companies', 'routes/admin/companies.tsx', { id: id('admin-companies') }),
      route('admin/companies/:userId', 'routes/admin/company.tsx', { id: id('admin-company') }),
      // Issue 29 §1, §3: the chat's inbox, a conversation, and the canned answers.
      route('admin/chat', 'routes/admin/chat-inbox.tsx', { id: id('admin-chat') }),
      route('admin/chat/canned-answers', 'routes/admin/canned-answers.tsx', {
        id: id('admin-canned-answers'),
      }),
      route('admin/chat/canned-answers/new', 'routes/admin/canned-answer-new.tsx', {
        id: id('admin-canned-answer-new'),
      }),
      route('admin/chat/canned-answers/:id', 'routes/admin/canned-answer.tsx', {
        id: id('admin-canned-answer'),
      }),
      route('admin/chat/:id', 'routes/admin/chat-conversation.tsx', { id: id('admin-chat-conversation') }),
      // Every request kind's queue and page (decision 044), at its back-office path of the registry.
      ...requestKindBackOfficeRoutes(id),
      route('admin/country-analyses', 'routes/admin/published-analyses.tsx', {
        id: id('admin-published-analyses'),
      }),
      route('admin/country-analyses/new', 'routes/admin/published-analysis-new.tsx', {
        id: id('admin-published-analysis-new'),
      }),
      route('admin/country-analyses/:id', 'routes/admin/published-analysis.tsx', {
        id: id('admin-published-analysis'),
      }),
      // Issue 15 §3–4: the buyers' import applications with suggested exporters, and country actions.
      route('admin/importer-sales', 'routes/admin/importer-sales.tsx', { id: id('admin-importer-sales') }),
      route('admin/importer-sales/:id', 'routes/admin/importer-sale.tsx', { id: id('admin-importer-sale') }),
      route('admin/country-actions', 'routes/admin/country-actions.tsx', { id: id('admin-country-actions') }),
      route('admin/country-actions/new', 'routes/admin/country-action-new.tsx', {
        id: id('admin-country-action-new'),
      }),
      route('admin/country-actions/:id', 'routes/admin/country-action.tsx', {
        id: id('admin-country-action'),
      }),
      // Issue 16 §6: the professional services' content.
      route('admin/events', 'routes/admin/club-events.tsx', { id: id('admin-club-events') }),
      route('admin/events/new', 'routes/admin/club-event-new.tsx', { id: id('admin-club-event-new') }),
      route('admin/events/:id', 'routes/admin/club-event.tsx', { id: id('admin-club-event') }),
      route('admin/courses', 'routes/admin/academy-courses.tsx', { id: id('admin-academy-courses') }),
      route('admin/courses/new', 'routes/admin/academy-course-new.tsx', {
        id: id('admin-academy-course-new'),
      }),
      route('admin/courses/:id', 'routes/admin/academy-course.tsx', { id: id('admin-academy-course') }),
      route('admin/courses/:courseId/lessons/:lessonId', 'routes/admin/academy-lesson.tsx', {
        id: id('admin-academy-lesson'),
      }),
      route('admin/pro-partners', 'routes/admin/pro-partners.tsx', { id: id('admin-pro-partners') }),
      route('admin/pro-partners/new', 'routes/admin/pro-partner-new.tsx', {
        id: id('admin-pro-partner-new'),
      }),
      route('admin/pro-partners/:id', 'routes/admin/pro-partner.tsx', { id: id('admin-pro-partner') }),
      route('admin/catalog/categories', 'routes/admin/catalog-categories.tsx', {
        id: id('admin-catalog-categories'),
      }),
      route('admin/catalog/categories/new', 'routes/admin/catalog-category-new.tsx', {
        id: id('admin-catalog-category-new'),
      }),
      route('admin/catalog/categories/:id', 'routes/admin/catalog-category.tsx', {
        id: id('admin-catalog-category'),
      }),
      route('admin/catalog/services', 'routes/admin/catalog-services.tsx', {
        id: id('admin-catalog-services'),
      }),
      route('admin/catalog/services/new', 'routes/admin/catalog-service-new.tsx', {
        id: id('admin-catalog-service-new'),
      }),
      route('admin/catalog/services/:id', 'routes/admin/catalog-service.tsx', {
        id: id('admin-catalog-service'),
      }),
      route('admin/catalog/services/:id/form', 'routes/admin/catalog-service-form.tsx', {
        id: id('admin-catalog-service-form'),
      }),
      // Issue 28 §4: the foreign company reports' orders and the margin on them.
      route('admin/infoproff-orders', 'routes/admin/report-orders.tsx', { id: id('admin-report-orders') }),
      route('admin/infoproff-orders/settings', 'routes/admin/report-settings.tsx', {
        id: id('admin-report-settings'),
      }),
      route('admin/infoproff-orders/:id', 'routes/admin/report-order.tsx', { id: id('admin-report-order') }),
      // Issue 28 §5: every company's courier requests.
      route('admin/courier-requests', 'routes/admin/courier-requests.tsx', {
        id: id('admin-courier-requests'),
      }),
      route('admin/courier-requests/:id', 'routes/admin/courier-request.tsx', {
        id: id('admin-courier-request'),
      }),
      // Issue 29 §4: messages to support and their answers.
      route('admin/support', 'routes/admin/support-messages.tsx', { id: id('admin-support-messages') }),
      route('admin/support/:id', 'routes/admin/support-message.tsx', { id: id('admin-support-message') }),
      route('admin/invoices', 'routes/admin/invoices.tsx', { id: id('admin-invoices') }),
      route('admin/invoices/:id', 'routes/admin/invoice.tsx', { id: id('admin-invoice') }),
      route('admin/payments', 'routes/admin/payments.tsx', { id: id('admin-payments') }),
      route('admin/tariffs', 'routes/admin/tariffs.tsx', { id: id('admin-tariffs') }),
      route('admin/tariffs/:id', 'routes/admin/tariff.tsx', { id: id('admin-tariff') }),
      route('admin/settings', 'routes/admin/settings.tsx', { id: id('admin-settings') }),
      route('admin/audit-log', 'routes/admin/audit-log.tsx', { id: id('admin-audit-log') }),
      // An address no back-office page answers: the 404 page, under the back-office's guard.
      route('admin/*', 'routes/not-found.tsx', { id: id('admin-not-found') }),
    ]),
    // The back office's stored PDFs for the pages' plain links (resource routes: no layout).
    route(
      'admin/country-analysis/:id/pdf',
      'request-kinds/country-analysis/back-office/result-pdf-route.ts',
      {
        id: id('admin-country-analysis-pdf'),
      },
    ),
    route('admin/country-analyses/:id/pdf', 'routes/admin/published-analysis-pdf.ts', {
      id: id('admin-published-analysis-pdf'),
    }),
    // A country action's participants as CSV for the page's plain link (a resource route: no layout).
    route('admin/country-actions/:id/participants.csv', 'routes/admin/country-action-participants-csv.ts', {
      id: id('admin-country-action-participants-csv'),
    }),
    // An event's registrations as CSV for the back office's plain link (a resource route: no layout).
    route('admin/events/:id/registrations.csv', 'routes/admin/club-event-registrations-csv.ts', {
      id: id('admin-club-event-registrations-csv'),
    }),
    // A course's certificate for the course page's plain link (a resource route: the API decides who may read).
    route(
      'profile/pro-services/academy/courses/:id/certificate.pdf',
      'routes/profile/pro-services/academy-certificate.ts',
      {
        id: id('pro-academy-certificate'),
      },
    ),
    // The export application's PDF for forms posted without JavaScript (a resource route: no layout).
    route('profile/market/:id/pdf', 'request-kinds/sales-market/routes/download.ts', {
      id: id('sales-market-pdf'),
    }),
    // A report order's PDFs for its page's plain links (resource routes: the API decides who may read).
    route('profile/infoproff-orders/:id/report', 'routes/profile/infoproff-orders/report.ts', {
      id: id('report-order-pdf'),
    }),
    route('profile/infoproff-orders/:id/invoice', 'routes/profile/infoproff-orders/invoice.ts', {
      id: id('report-order-invoice-pdf'),
    }),
    // The invoice's PDF for the invoice page's plain link (a resource route: no layout).
    route('profile/invoices/:id/pdf', 'routes/profile/invoices/download.ts', { id: id('invoice-pdf') }),
    // Issue 15's PDFs for their pages' plain links (resource routes: the API decides who may read).
    route('profile/pro-services/analysis/:id/pdf', 'routes/profile/pro-services/analysis-pdf.ts', {
      id: id('pro-analysis-pdf'),
    }),
    // An event's calendar file for the event page's plain link (a resource route: the API decides what it holds).
    route(
      'profile/pro-services/business-club/events/:id/calendar.ics',
      'routes/profile/pro-services/club-event-ics.ts',
      {
        id: id('pro-club-event-ics'),
      },
    ),
    route('profile/analysis-applications/:id/pdf', 'request-kinds/country-analysis/routes/pdf.ts', {
      id: id('country-analysis-pdf'),
    }),
    route('auth', 'routes/auth/auth-index.ts', { id: id('auth') }),
    route('auth/sign-out', 'routes/auth/sign-out.ts', { id: id('auth-sign-out') }),
    layout('layouts/auth-layout.tsx', { id: id('auth-layout') }, [
      route('auth/login', 'routes/auth/login.tsx', { id: id('auth-login') }),
      route('auth/registration', 'routes/auth/registration.tsx', { id: id('auth-registration') }),
      route('auth/forgot-password', 'routes/auth/forgot-password.tsx', {
        id: id('auth-forgot-password'),
      }),
      route('auth/create-new-password', 'routes/auth/create-new-password.tsx', {
        id: id('auth-create-new-password'),
      }),
      // An address no auth page answers: the 404 page, under the guest-only guard.
      route('auth/*', 'routes/not-found.tsx', { id: id('auth-not-found') }),
    ]),
    layout('layouts/empty-layout.tsx', { id: id('empty-layout') }, [
      route('*', 'routes/not-found.tsx', { id: id('not-found') }),
    ]),
  ];
}

export default [...localeTree('ua'), ...prefix('en', localeTree('en'))] satisfies RouteConfig;
