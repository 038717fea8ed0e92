import type { ErrorCode, ErrorParams } from '../../../../common/errors';
import type { CompleteOnboardingRequest, OnboardingCompany } from '../../../../common/schemas/onboarding';

/** The fields of the onboarding steps; `companyChoice` is the create-or-join choice. */
export type OnboardingField = 'name' | 'avatarColor' | 'companyChoice' | 'companyName';

export interface OnboardingProblem {
  code: ErrorCode;
  field: OnboardingField | null;
  params?: ErrorParams | undefined;
}

/** What the user picked in step 2: a new company, an invitation, or (already a member) keep. */
export type CompanyChoice = { action: 'create' } | { action: 'join'; invitationId: string } | { action: 'keep' } | null;

export interface OnboardingDraft {
  name: string;
  /** A palette key, or null for the automatic colour. */
  avatarColor: string | null;
  choice: CompanyChoice;
  companyName: string;
}

/** Step 1: the name must not be blank. */
export function validateProfile(draft: Pick<OnboardingDraft, 'name'>): OnboardingProblem | null {
  return draft.name.trim() ? null : { code: 'NAME_REQUIRED', field: 'name' };
}

function company(draft: OnboardingDraft): OnboardingCompany | OnboardingProblem {
  const choice = draft.choice;
  if (choice === null) return { code: 'ONBOARDING_COMPANY_REQUIRED', field: 'companyChoice' };
  if (choice.action === 'keep') return { action: 'keep' };
  if (choice.action === 'join') return { action: 'join', invitationId: choice.invitationId };
  const name = draft.companyName.trim();
  return name ? { action: 'create', name } : { code: 'COMPANY_NAME_REQUIRED', field: 'companyName' };
}

/**
 * The body of POST /api/onboarding/complete, or the first problem (name, then the company), so
 * the form never sends what the server would refuse.
 */
export function buildCompleteRequest(draft: OnboardingDraft): { request: CompleteOnboardingRequest } | { problem: OnboardingProblem } {
  const profileProblem = validateProfile(draft);
  if (profileProblem) return { problem: profileProblem };
  const chosen = company(draft);
  if ('code' in chosen) return { problem: chosen };
  return { request: { name: draft.name.trim(), avatarColor: draft.avatarColor, company: chosen } };
}

/** The step a server error belongs to, from `ApiError.fields` (`company.name` is step 2's name). */
export function problemFromServer(code: ErrorCode, fields: Record<string, string> | undefined, params?: ErrorParams): OnboardingProblem {
  let field: OnboardingField | null = null;
  if (fields?.name) field = 'name';
  else if (fields?.avatarColor) field = 'avatarColor';
  else if (fields?.['company.name']) field = 'companyName';
  else if (code === 'INVITATION_INVALID' || code === 'EMAIL_UNVERIFIED' || code === 'ONBOARDING_COMPANY_REQUIRED') field = 'companyChoice';
  return { code, field, params };
}

/** Step 1 holds the profile fields; everything else shows on step 2. */
export function stepOf(field: OnboardingField | null): 1 | 2 {
  return field === 'name' || field === 'avatarColor' ? 1 : 2;
}
