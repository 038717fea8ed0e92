/**
 * Answering forms (issue 35): the client portal's Formulieren (`/api/portal/forms…`, the team's
 * read-only "Bekijk als klant" under `/api/clients/:clientId/portal-preview/forms…`) and a form's
 * public link (`/api/public/forms/:token…`). The answers themselves are checked by
 * common/forms/answers.ts against the version answered; here only their outer shape and size.
 */
import { z } from 'zod';
import { formKinds, type FormSchema } from '../forms/form-schema.js';
import { fileMeta } from './files.js';

/** Most bytes of a request's answers (as JSON): a 200-field form of long texts fits. */
export const answersMaxBytes = 512 * 1024;

const uuid = z.string().uuid({ message: 'NOT_FOUND' });

/** An answers object: keys are field ids, values checked per field later; too big refused here. */
export const formAnswersInput = z
  .record(z.string().max(40), z.unknown())
  .refine((answers) => Object.keys(answers).length <= 400, { message: 'FORM_ANSWER_INVALID', abort: true })
  .refine((answers) => JSON.stringify(answers).length <= answersMaxBytes, { message: 'PAYLOAD_TOO_LARGE', abort: true });

export const portalFormStates = ['open', 'draft', 'submitted'] as const;
export type PortalFormState = (typeof portalFormStates)[number];

export const portalFormsQuery = z.object({ client: uuid });
export const portalFormParams = z.object({ assignmentId: uuid });
export const portalPreviewFormsParams = z.object({ clientId: uuid });
export const portalPreviewFormParams = portalPreviewFormsParams.extend({ assignmentId: uuid });

export const portalFormItem = z.object({
  assignmentId: z.string().uuid(),
  formId: z.string().uuid(),
  clientId: z.string().uuid(),
  title: z.string(),
  description: z.string().nullable(),
  kind: z.enum(formKinds),
  /** ISO timestamp or null. */
  deadline: z.string().nullable(),
  state: z.enum(portalFormStates),
  submittedAt: z.string().nullable(),
  canEdit: z.boolean(),
  updatedAt: z.string(),
});
export type PortalFormItem = z.infer<typeof portalFormItem>;
export const portalFormsResponse = z.object({ forms: z.array(portalFormItem) });
export type PortalFormsResponse = z.infer<typeof portalFormsResponse>;

const jsonObject = z.record(z.string(), z.unknown());

/**
 * A version's schema in an answer: the server reads it from a published version (judged by
 * `formSchema` when it was published) and writes it as it is, so the answer's check is its shape
 * (pages of field objects), which fast-json-stringify can write; the type is the full `FormSchema`.
 */
const versionSchemaAnswer = z.object({ pages: z.array(jsonObject) }) as unknown as z.ZodType<FormSchema>;

export const portalFormDetail = z.object({
  assignmentId: z.string().uuid(),
  formId: z.string().uuid(),
  clientId: z.string().uuid(),
  title: z.string(),
  description: z.string().nullable(),
  kind: z.enum(formKinds),
  version: z.number().int(),
  schema: versionSchemaAnswer,
  /** The newest version's schema, when the submission answered an older one and may be changed (a change answers the newest); null otherwise. */
  editSchema: versionSchemaAnswer.nullable(),
  settings: z.object({ allowEditAfterSubmit: z.boolean(), confirmationMessage: z.string().nullable() }),
  deadline: z.string().nullable(),
});
export const portalFormResponse = z.object({
  form: portalFormDetail,
  answers: jsonObject,
  files: z.array(fileMeta),
  state: z.enum(portalFormStates),
  /** The stored draft's or submission's revision; null while nothing is stored. */
  revision: z.number().int().nullable(),
  submittedAt: z.string().nullable(),
});
export type PortalFormResponse = z.infer<typeof portalFormResponse>;

export const saveDraftRequest = z.object({
  answers: formAnswersInput,
  /** The revision the client last read (null: no draft yet). */
  revision: z.number().int().min(1).max(2_147_483_647).nullable(),
});
export type SaveDraftRequest = z.infer<typeof saveDraftRequest>;
export const saveDraftResponse = z.object({ revision: z.number().int(), savedAt: z.string() });
export type SaveDraftResponse = z.infer<typeof saveDraftResponse>;

export const submitFormRequest = z.object({
  answers: formAnswersInput,
  revision: z.number().int().min(1).max(2_147_483_647).nullable(),
});
export type SubmitFormRequest = z.infer<typeof submitFormRequest>;
export const submitFormResponse = z.object({
  submission: z.object({ id: z.string().uuid(), submittedAt: z.string(), state: z.literal('submitted'), revision: z.number().int() }),
});
export type SubmitFormResponse = z.infer<typeof submitFormResponse>;

// ---------------------------------------------------------------- the public link

/** A public token: 32 random bytes in base64url (43 characters). */
export const publicFormParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'NOT_FOUND') });

export const publicFormResponse = z.object({
  form: z.object({
    title: z.string(),
    description: z.string().nullable(),
    kind: z.enum(formKinds),
    version: z.number().int(),
    schema: versionSchemaAnswer,
    settings: z.object({ confirmationMessage: z.string().nullable(), closesAt: z.string().nullable(), sendsCopy: z.boolean() }),
    companyName: z.string(),
    brand: z.object({ color: z.string().nullable(), logoUrl: z.string().nullable() }),
  }),
});
export type PublicFormResponse = z.infer<typeof publicFormResponse>;

export const publicSubmitRequest = z.object({
  answers: formAnswersInput,
  captchaId: z.string().max(100).default(''),
  captchaCode: z.string().max(20).default(''),
  /** The honeypot: people leave it empty (hidden from them); a robot fills it in. */
  website: z.string().max(500).optional(),
});
export type PublicSubmitRequest = z.infer<typeof publicSubmitRequest>;
export const publicSubmitResponse = z.object({ submission: z.object({ id: z.string().uuid() }), message: z.string() });
export type PublicSubmitResponse = z.infer<typeof publicSubmitResponse>;

/** Shown after a submission when the form sets no message of its own. */
export const defaultConfirmationMessage = 'Bedankt! Je antwoorden zijn verstuurd.';
