import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnTo } from '../../shared/paths';

describe('returnTo', () => {
  it('keeps paths of this site', () => {
    expect(safeReturnTo('/dashboard/documenti?page=2')).toBe('/dashboard/documenti?page=2');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'dashboard', '', null, '/auth/jwt/login'])(
    'refuses %s',
    (value) => {
      expect(safeReturnTo(value)).toBeNull();
    },
  );

  it('builds the login path with an encoded returnTo, or none', () => {
    expect(loginPath('/dashboard/a b?x=1')).toBe('/auth/jwt/login?returnTo=%2Fdashboard%2Fa%20b%3Fx%3D1');
    expect(loginPath('//evil.example')).toBe('/auth/jwt/login');
  });
});
