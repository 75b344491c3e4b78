import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@portal/contract';
import {
  createAdminCourse,
  createAdminLesson,
  deleteAdminLesson,
  findAdminCourses,
  getAdminCourse,
  getAdminLesson,
  moveAdminLesson,
  setCoursePublished,
  updateAdminCourse,
  updateAdminLesson,
} from '../../domain/academy/admin-academy';
import type { BackOfficeScope } from '../../domain/access/scope';
import { route } from '../../lib/endpoint-route';

/** Who writes, and from where. */
function writer(app: FastifyInstance, request: FastifyRequest, scope: BackOfficeScope) {
  return { db: app.db, scope, ip: request.ip };
}

/** The back office's courses and lessons (issue 16 §6): written in both languages, audited, live at once. */
const academyAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminCourses, async (request, _reply, scope) => ({
    data: await findAdminCourses({ ...writer(app, request, scope), query: request.query }),
  }));
  route(app, endpoints.createAdminCourse, async (request, _reply, scope) => ({
    data: await createAdminCourse({ ...writer(app, request, scope), body: request.body }),
  }));
  route(app, endpoints.getAdminCourse, async (request, _reply, scope) => ({
    data: await getAdminCourse({ ...writer(app, request, scope), id: request.params.id }),
  }));
  route(app, endpoints.updateAdminCourse, async (request, _reply, scope) => ({
    data: await updateAdminCourse({
      ...writer(app, request, scope),
      id: request.params.id,
      body: request.body,
    }),
  }));
  route(app, endpoints.publishAdminCourse, async (request, _reply, scope) => ({
    data: await setCoursePublished({
      ...writer(app, request, scope),
      id: request.params.id,
      published: true,
    }),
  }));
  route(app, endpoints.unpublishAdminCourse, async (request, _reply, scope) => ({
    data: await setCoursePublished({
      ...writer(app, request, scope),
      id: request.params.id,
      published: false,
    }),
  }));

  route(app, endpoints.createAdminLesson, async (request, _reply, scope) => ({
    data: await createAdminLesson({
      ...writer(app, request, scope),
      courseId: request.params.id,
      body: request.body,
    }),
  }));
  route(app, endpoints.getAdminLesson, async (request, _reply, scope) => ({
    data: await getAdminLesson({
      ...writer(app, request, scope),
      courseId: request.params.id,
      lessonId: request.params.lessonId,
    }),
  }));
  route(app, endpoints.updateAdminLesson, async (request, _reply, scope) => ({
    data: await updateAdminLesson({
      ...writer(app, request, scope),
      courseId: request.params.id,
      lessonId: request.params.lessonId,
      body: request.body,
    }),
  }));
  route(app, endpoints.moveAdminLesson, async (request, _reply, scope) => ({
    data: await moveAdminLesson({
      ...writer(app, request, scope),
      courseId: request.params.id,
      lessonId: request.params.lessonId,
      body: request.body,
    }),
  }));
  route(app, endpoints.deleteAdminLesson, async (request, _reply, scope) => ({
    data: await deleteAdminLesson({
      ...writer(app, request, scope),
      courseId: request.params.id,
      lessonId: request.params.lessonId,
    }),
  }));
};

export default academyAdminRoutes;
