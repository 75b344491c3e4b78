import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { endpoints } from '@portal/contract';
import { renderEventCalendar } from '../../domain/events/event-calendar';
import { eventPagePath } from '../../domain/events/event-notices';
import { cancelEventRegistration, registerForEvent } from '../../domain/events/event-registration';
import { findEvents, getEvent, getEventWithPlace, toPlace } from '../../domain/events/find-events';
import { exporterScope } from '../../domain/requests/request-scope';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/endpoint-route';
import { sendFile } from '../../lib/send-file';
import { requireUser } from '../../plugins/auth';

/**
 * The company whose places a reader sees: a signed-in exporter's; none for a guest, the back
 * office, or an exporter still registering (no company yet).
 */
async function readerCompanyId(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const user = request.auth?.user;
  if (!user || user.role !== 'exporter') return null;
  try {
    return (await exporterScope(app.db, user)).companyId;
  } catch (error) {
    // An exporter still registering has no company yet: a guest's view. Anything else is a fault.
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}

/** The business club's events (spec §7 'Events', issue 16 §2, decision 030). */
const eventRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listEvents, async (request) => ({
    data: await findEvents({
      db: app.db,
      companyId: await readerCompanyId(app, request),
      locale: request.locale,
      query: request.query,
    }),
  }));

  route(app, endpoints.getEvent, async (request) => ({
    data: await getEvent({
      db: app.db,
      companyId: await readerCompanyId(app, request),
      idOrSlug: request.params.idOrSlug,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.registerForEvent, async (request) => ({
    data: await registerForEvent({
      db: app.db,
      scope: await exporterScope(app.db, requireUser(request).user),
      eventId: request.params.id,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.cancelEventRegistration, async (request) => ({
    data: await cancelEventRegistration({
      db: app.db,
      scope: await exporterScope(app.db, requireUser(request).user),
      eventId: request.params.id,
      locale: request.locale,
      publicUrl: app.config.publicUrl,
    }),
  }));

  route(app, endpoints.downloadEventCalendar, async (request, reply) => {
    const row = await getEventWithPlace(app.db, request.params.id, await readerCompanyId(app, request));
    const prefix = request.locale === 'en' ? '/en' : '';
    const text = renderEventCalendar({
      event: row.event,
      locale: request.locale,
      includeOnlineUrl: toPlace(row)?.status === 'registered',
      pageUrl: `${app.config.publicUrl}${prefix}${eventPagePath(row.event.id)}`,
      host: new URL(app.config.publicUrl).hostname,
    });
    const bytes = Buffer.from(text, 'utf8');
    return sendFile(reply, {
      fileName: `${row.event.slug}.ics`,
      contentType: 'text/calendar; charset=utf-8',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes,
    });
  });
};

export default eventRoutes;
