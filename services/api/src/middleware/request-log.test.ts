import { describe, expect, it } from 'vitest';
import { loggedPath } from './request-log.ts';

describe('loggedPath', () => {
  it('given an invitation link / when logged / the token is left out', () => {
    expect(loggedPath('/api/auth/invitations/Abc_def-0123456789012345678901234567890123')).toBe('/api/auth/invitations/:token');
  });

  it('given any other path / when logged / it is kept as it is', () => {
    expect(loggedPath('/api/auth/invitations/accept')).toBe('/api/auth/invitations/accept');
    expect(loggedPath('/api/blog/posts/a-long-slug-of-forty-three-characters-exactly')).toBe('/api/blog/posts/a-long-slug-of-forty-three-characters-exactly');
  });
});
