import type { FastifyPluginAsync } from 'fastify';
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
import { callContext, route } from '../../lib/endpoint-route';

/** The back office's courses and lessons (issue 16 §6): written in both languages, audited, live at once. */
const academyAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.listAdminCourses, async (request, _reply, scope) => ({
    data: await findAdminCourses({ ...callContext(app, request, scope), query: request.query }),
  }));
  route(app, endpoints.createAdminCourse, async (request, _reply, scope) => ({
    data: await createAdminCourse({ ...callContext(app, request, scope), body: request.body }),
  }));
  route(app, endpoints.getAdminCourse, async (request, _reply, scope) => ({
    data: await getAdminCourse({ ...callContext(app, request, scope), id: request.params.id }),
  }));
  route(app, endpoints.updateAdminCourse, async (request, _reply, scope) => ({
    data: await updateAdminCourse({
      ...callContext(app, request, scope),
      id: request.params.id,
      body: request.body,
    }),
  }));
  route(app, endpoints.publishAdminCourse, async (request, _reply, scope) => ({
    data: await setCoursePublished({
      ...callContext(app, request, scope),
      id: request.params.id,
      published: true,
    }),
  }));
  route(app, endpoints.unpublishAdminCourse, async (request, _reply, scope) => ({
    data: await setCoursePublished({
      ...callContext(app, request, scope),
      id: request.params.id,
      published: false,
    }),
  }));

  route(app, endpoints.createAdminLesson, async (request, _reply, scope) => ({
    data: await createAdminLesson({
      ...callContext(app, request, scope),
      courseId: request.params.id,
      body: request.body,
    }),
  }));
  route(app, endpoints.getAdminLesson, async (request, _reply, scope) => ({
    data: await getAdminLesson({
      ...callContext(app, request, scope),
      courseId: request.params.id,
      lessonId: request.params.lessonId,
    }),
  }));
  route(app, endpoints.updateAdminLesson, async (request, _reply, scope) => ({
    data: await updateAdminLesson({
      ...callContext(app, request, scope),
      courseId: request.params.id,
      lessonId: request.params.lessonId,
      body: request.body,
    }),
  }));
  route(app, endpoints.moveAdminLesson, async (request, _reply, scope) => ({
    data: await moveAdminLesson({
      ...callContext(app, request, scope),
      courseId: request.params.id,
      lessonId: request.params.lessonId,
      body: request.body,
    }),
  }));
  route(app, endpoints.deleteAdminLesson, async (request, _reply, scope) => ({
    data: await deleteAdminLesson({
      ...callContext(app, request, scope),
      courseId: request.params.id,
      lessonId: request.params.lessonId,
    }),
  }));
};

export default academyAdminRoutes;
