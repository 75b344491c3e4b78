import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@portal/contract';
import {
  completeAcademyLesson,
  findAcademyCourses,
  getAcademyCourse,
  getAcademyLesson,
  getOwnCertificate,
  verifyAcademyCertificate,
} from '../../domain/academy/academy';
import { route } from '../../lib/endpoint-route';
import { renderedFile, sendFile } from '../../lib/send-file';
import { requireUser } from '../../plugins/auth';

/** The academy (issue 16 §3, decision 033). */
const academyRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAcademyCourses, async (request) => ({
    data: await findAcademyCourses({
      db: app.db,
      userId: requireUser(request).user.id,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.getAcademyCourse, async (request) => ({
    data: await getAcademyCourse({
      db: app.db,
      userId: requireUser(request).user.id,
      idOrSlug: request.params.idOrSlug,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.getAcademyLesson, async (request, _reply, scope) => ({
    data: await getAcademyLesson({
      db: app.db,
      scope,
      lessonId: request.params.id,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.completeAcademyLesson, async (request, _reply, scope) => ({
    data: await completeAcademyLesson({
      db: app.db,
      scope,
      lessonId: request.params.id,
      locale: request.locale,
    }),
  }));

  route(app, endpoints.downloadAcademyCertificate, async (request, reply) => {
    const certificate = await getOwnCertificate(app.db, requireUser(request).user.id, request.params.id);
    const bytes = await app.pdf.render('certificate', {
      certificate,
      locale: request.locale,
      publicUrl: app.config.publicUrl,
    });
    return sendFile(reply, renderedFile(`certificate-${certificate.code}.pdf`, 'application/pdf', bytes));
  });

  route(app, endpoints.verifyAcademyCertificate, async (request) => ({
    data: await verifyAcademyCertificate({ db: app.db, code: request.params.code, locale: request.locale }),
  }));
};

export default academyRoutes;
