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
import { backOfficeScope } from '../../domain/requests/request-scope';
import { route } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';

/** Who writes, and from where. */
function writer(app: FastifyInstance, request: FastifyRequest) {
  return { db: app.db, scope: backOfficeScope(requireUser(request).user), ip: request.ip };
}

/** The back office's courses and lessons (issue 16 §6): written in both languages, audited, live at once. */
const academyAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminCourses, async (request) => ({
    data: await findAdminCourses({ ...writer(app, request), query: request.query }),
  }));
  route(app, endpoints.createAdminCourse, async (request) => ({
    data: await createAdminCourse({ ...writer(app, request), body: request.body }),
  }));
  route(app, endpoints.getAdminCourse, async (request) => ({
    data: await getAdminCourse({ ...writer(app, request), id: request.params.id }),
  }));
  route(app, endpoints.updateAdminCourse, async (request) => ({
    data: await updateAdminCourse({ ...writer(app, request), id: request.params.id, body: request.body }),
  }));
  route(app, endpoints.publishAdminCourse, async (request) => ({
    data: await setCoursePublished({ ...writer(app, request), id: request.params.id, published: true }),
  }));
  route(app, endpoints.unpublishAdminCourse, async (request) => ({
    data: await setCoursePublished({ ...writer(app, request), id: request.params.id, published: false }),
  }));

  route(app, endpoints.createAdminLesson, async (request) => ({
    data: await createAdminLesson({
      ...writer(app, request),
      courseId: request.params.id,
      body: request.body,
    }),
  }));
  route(app, endpoints.getAdminLesson, async (request) => ({
    data: await getAdminLesson({
      ...writer(app, request),
      courseId: request.params.id,
      lessonId: request.params.lessonId,
    }),
  }));
  route(app, endpoints.updateAdminLesson, async (request) => ({
    data: await updateAdminLesson({
      ...writer(app, request),
      courseId: request.params.id,
      lessonId: request.params.lessonId,
      body: request.body,
    }),
  }));
  route(app, endpoints.moveAdminLesson, async (request) => ({
    data: await moveAdminLesson({
      ...writer(app, request),
      courseId: request.params.id,
      lessonId: request.params.lessonId,
      body: request.body,
    }),
  }));
  route(app, endpoints.deleteAdminLesson, async (request) => ({
    data: await deleteAdminLesson({
      ...writer(app, request),
      courseId: request.params.id,
      lessonId: request.params.lessonId,
    }),
  }));
};

export default academyAdminRoutes;
