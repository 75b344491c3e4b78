import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import { renderEventCalendar } from '../../domain/events/event-calendar';
import { eventPagePath } from '../../domain/events/event-notices';
import { cancelEventRegistration, registerForEvent } from '../../domain/events/event-registration';
import { findEvents, getEvent, getEventWithPlace, toPlace } from '../../domain/events/find-events';
import { route } from '../../lib/endpoint-route';
import { renderedFile, sendFile } from '../../lib/send-file';

/** The business club's events (spec §7 'Events', issue 16 §2, decision 030). */
const eventRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listEvents, async (request, _reply, reader) => ({
    data: await findEvents({
      db: app.db,
      reader,
      locale: request.locale,
      query: request.query,
    }),
  }));

  route(app, endpoints.getEvent, async (request, _reply, reader) => ({
    data: await getEvent({
      db: app.db,
      reader,
      idOrSlug: request.params.idOrSlug,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.registerForEvent, async (request, _reply, scope) => ({
    data: await registerForEvent({
      db: app.db,
      scope,
      eventId: request.params.id,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.cancelEventRegistration, async (request, _reply, scope) => ({
    data: await cancelEventRegistration({
      db: app.db,
      scope,
      eventId: request.params.id,
      locale: request.locale,
      publicUrl: app.config.publicUrl,
    }),
  }));

  route(app, endpoints.downloadEventCalendar, async (request, reply, reader) => {
    const row = await getEventWithPlace(app.db, request.params.id, reader);
    const prefix = request.locale === 'en' ? '/en' : '';
    const text = renderEventCalendar({
      event: row.event,
      locale: request.locale,
      includeOnlineUrl: toPlace(row)?.status === 'registered',
      pageUrl: `${app.config.publicUrl}${prefix}${eventPagePath(row.event.id)}`,
      host: new URL(app.config.publicUrl).hostname,
    });
    const bytes = Buffer.from(text, 'utf8');
    return sendFile(reply, renderedFile(`${row.event.slug}.ics`, 'text/calendar; charset=utf-8', bytes));
  });
};

export default eventRoutes;
