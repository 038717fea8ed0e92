import { describe, expect, it } from 'vitest';
import { buildCompleteRequest, problemFromServer, stepOf, validateProfile } from './onboarding-request';

const draft = { name: '  Sanne  de Vries ', avatarColor: 'teal', choice: { action: 'create' as const }, companyName: ' Bureau Zonnig ' };

describe('validateProfile', () => {
  it('asks for a name that is not blank', () => {
    expect(validateProfile({ name: ' \n ' })).toEqual({ code: 'NAME_REQUIRED', field: 'name' });
    expect(validateProfile({ name: 'Sanne' })).toBeNull();
  });
});

describe('buildCompleteRequest', () => {
  it('creates a company with the trimmed names', () => {
    expect(buildCompleteRequest(draft)).toEqual({
      request: { name: 'Sanne  de Vries', avatarColor: 'teal', company: { action: 'create', name: 'Bureau Zonnig' } },
    });
  });

  it('joins an invitation or keeps the memberships', () => {
    const id = '9b2f7c1e-8d4a-4f43-9d1e-3a6f0b6c2d11';
    expect(buildCompleteRequest({ ...draft, avatarColor: null, choice: { action: 'join', invitationId: id } })).toEqual({
      request: { name: 'Sanne  de Vries', avatarColor: null, company: { action: 'join', invitationId: id } },
    });
    expect(buildCompleteRequest({ ...draft, choice: { action: 'keep' } })).toMatchObject({ request: { company: { action: 'keep' } } });
  });

  it('checks the name first, then the company', () => {
    expect(buildCompleteRequest({ ...draft, name: '', choice: null })).toEqual({ problem: { code: 'NAME_REQUIRED', field: 'name' } });
    expect(buildCompleteRequest({ ...draft, choice: null })).toEqual({
      problem: { code: 'ONBOARDING_COMPANY_REQUIRED', field: 'companyChoice' },
    });
    expect(buildCompleteRequest({ ...draft, companyName: '   ' })).toEqual({
      problem: { code: 'COMPANY_NAME_REQUIRED', field: 'companyName' },
    });
  });
});

describe('problemFromServer', () => {
  it('puts each server error on its field and step', () => {
    const name = problemFromServer('NAME_REQUIRED', { name: 'NAME_REQUIRED' });
    expect(name.field).toBe('name');
    expect(stepOf(name.field)).toBe(1);
    const company = problemFromServer('COMPANY_NAME_REQUIRED', { 'company.name': 'COMPANY_NAME_REQUIRED' });
    expect(company.field).toBe('companyName');
    expect(stepOf(company.field)).toBe(2);
    expect(problemFromServer('INVITATION_INVALID', undefined).field).toBe('companyChoice');
    expect(problemFromServer('EMAIL_UNVERIFIED', undefined).field).toBe('companyChoice');
    expect(problemFromServer('RATE_LIMITED', undefined, { time: '14:05' })).toEqual({
      code: 'RATE_LIMITED',
      field: null,
      params: { time: '14:05' },
    });
    expect(stepOf(null)).toBe(2);
  });
});
