/** Signing in (the Enterprise Integrations page needs a signed-in user). */
import * as v from 'valibot';
import { MAX_LENGTH } from './constants.ts';

/** The body of POST /api/auth/login. */
export const loginSchema = v.object({
  email: v.pipe(
    v.string('Please enter a valid email address'),
    v.trim(),
    v.nonEmpty('Please enter a valid email address'),
    v.maxLength(MAX_LENGTH.email, 'Please enter a valid email address'),
    v.email('Please enter a valid email address'),
  ),
  password: v.pipe(v.string('Password is required'), v.nonEmpty('Password is required')),
});
export type LoginInput = v.InferInput<typeof loginSchema>;

/** The signed-in user. */
export const authUserSchema = v.object({
  id: v.number(),
  email: v.string(),
});
export type AuthUser = v.InferOutput<typeof authUserSchema>;

/** The answer of POST /api/auth/login and GET /api/auth/me. */
export const authResponseSchema = v.object({ user: authUserSchema });
export type AuthResponse = v.InferOutput<typeof authResponseSchema>;

/** The `message` of a refused sign-in: a wrong e-mail or password (401), too many attempts (429). */
export const SIGN_IN_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  tooManyAttempts: 'Too many sign-in attempts. Please try again later.',
} as const;
