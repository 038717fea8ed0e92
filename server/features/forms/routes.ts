/** /api/forms/*: the active company's forms; for now the form and the submission a notification opens. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formParams, formResponse, formSubmissionParams, formSubmissionResponse } from '../../../common/schemas/forms.js';
import { actorOf } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { requireMember } from '../../lib/session.js';
import { getForm } from './get-form.js';
import { getFormSubmission } from './get-submission.js';
import { submissionReaderRoles } from './policy.js';

export const formRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const asReader = requireMember(ctx.db, ctx.session, submissionReaderRoles);

  app.get('/submissions/:id', { preHandler: asReader, schema: { params: formSubmissionParams, response: { 200: formSubmissionResponse } } }, async (request) =>
    getFormSubmission({ db: ctx.db, actor: actorOf(request), id: request.params.id }),
  );

  app.get('/:id', { preHandler: asReader, schema: { params: formParams, response: { 200: formResponse } } }, async (request) =>
    getForm({ db: ctx.db, actor: actorOf(request), id: request.params.id }),
  );
};
