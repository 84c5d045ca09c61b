import { describe, expect, it } from 'vitest';
import { appPath } from './paths';

describe('appPath', () => {
  it('drops the basename of a back-office address', () => {
    expect(appPath('/admin')).toBe('/');
    expect(appPath('/admin?done=1')).toBe('/?done=1');
    expect(appPath('/admin/leads?status=new#top')).toBe('/leads?status=new#top');
  });

  it('refuses an address outside the back office', () => {
    expect(appPath('/integrations')).toBeNull();
    expect(appPath('/administration')).toBeNull();
  });
});
