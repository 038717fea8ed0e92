import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fieldProblems } from './field-errors';

const fields = ['accountId', 'name'] as const;

describe('fieldProblems', () => {
  it('puts the server’s field codes on the fields this form has', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'x', { accountId: 'ACCOUNT_ID_INVALID', name: 'ACCOUNT_NAME_REQUIRED', other: 'EMAIL_REQUIRED' });
    expect(fieldProblems(error, fields)).toEqual({ fields: { accountId: 'ACCOUNT_ID_INVALID', name: 'ACCOUNT_NAME_REQUIRED' }, formError: null });
  });

  it('places a code that belongs to one field without `fields`', () => {
    const error = new ApiError(409, 'ACCOUNT_EXISTS', 'x');
    expect(fieldProblems(error, fields, { ACCOUNT_EXISTS: 'accountId' })).toEqual({ fields: { accountId: 'ACCOUNT_EXISTS' }, formError: null });
  });

  it('keeps an unknown field code as the error’s own code', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'x', { name: 'SOMETHING_NEW' });
    expect(fieldProblems(error, fields).fields).toEqual({ name: 'VALIDATION_FAILED' });
  });

  it('leaves anything else to the form', () => {
    const network = new ApiError(0, 'INTERNAL', 'offline');
    expect(fieldProblems(network, fields)).toEqual({ fields: {}, formError: network });
    const other = new Error('boom');
    expect(fieldProblems(other, fields)).toEqual({ fields: {}, formError: other });
  });
});
