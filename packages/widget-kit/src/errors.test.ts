import { describe, expect, it } from 'vitest';
import { readFailure, toErrorDetail } from './errors';

class FakeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${status}: ${JSON.stringify(body)}`);
  }
}

describe('readFailure', () => {
  it('given an ApiError with a 400 body, reads the status, messages and field errors', () => {
    const failure = readFailure(new FakeApiError(400, { message: 'Invalid input', errors: { email: 'Bad email', name: '' } }));
    expect(failure).toEqual({
      status: 400,
      message: '400: {"message":"Invalid input","errors":{"email":"Bad email","name":""}}',
      serverMessage: 'Invalid input',
      fieldErrors: { email: 'Bad email' },
    });
  });

  it('given a network failure, has no status and no server message', () => {
    expect(readFailure(new TypeError('Failed to fetch'))).toEqual({
      status: undefined,
      message: 'Failed to fetch',
      serverMessage: undefined,
      fieldErrors: undefined,
    });
  });

  it('given an error-shaped object or a string, still reads it', () => {
    expect(readFailure({ status: 503, message: 'down', body: { message: '  ' } })).toMatchObject({
      status: 503,
      message: 'down',
      serverMessage: undefined,
    });
    expect(readFailure('boom').message).toBe('boom');
  });
});

describe('readFailure of a 400 with codes', () => {
  it('exposes the codes of the field messages, and only well-formed ones', () => {
    const failure = readFailure(
      new FakeApiError(400, {
        message: 'Please correct the highlighted fields.',
        errors: { firstName: 'First name must be at least 2 characters.', email: 'Please enter a valid email address.', odd: 'x' },
        codes: { firstName: { code: 'firstName.tooShort', values: { min: 2 } }, email: { code: 'email.invalid' }, odd: { code: 5 } },
      }),
    );
    expect(failure.fieldCodes).toEqual({ firstName: { code: 'firstName.tooShort', values: { min: 2 } }, email: { code: 'email.invalid' } });
    expect(readFailure(new FakeApiError(400, { errors: { email: 'Bad email' } })).fieldCodes).toBeUndefined();
    expect(readFailure(new TypeError('Failed to fetch')).fieldCodes).toBeUndefined();
  });
});

describe('toErrorDetail', () => {
  it('keeps the status when the API answered', () => {
    expect(toErrorDetail(new FakeApiError(404, ''))).toEqual({ status: 404, message: '404: ""' });
  });

  it('has only a message when no response arrived', () => {
    expect(toErrorDetail(new Error('offline'))).toEqual({ message: 'offline' });
  });
});
