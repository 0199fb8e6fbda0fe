import { describe, expect, it } from 'vitest';
import { connectionEnvironment } from './pg-tool.ts';

describe('the database URL given to pg_dump and pg_restore', () => {
  it('becomes libpq’s environment variables, the password decoded and never an argument', () => {
    expect(
      connectionEnvironment('postgres://syna:p%40ss%2Fw%C3%B6rd@db.example.se:6432/syna?sslmode=verify-full'),
    ).toEqual({
      PGHOST: 'db.example.se',
      PGPORT: '6432',
      PGUSER: 'syna',
      PGPASSWORD: 'p@ss/wörd',
      PGDATABASE: 'syna',
      PGSSLMODE: 'verify-full',
    });
  });

  it('takes a socket folder, an IPv6 address and node-postgres’s ssl flag as libpq would', () => {
    expect(connectionEnvironment('postgres:///syna?host=/var/run/postgresql')).toEqual({
      PGHOST: '/var/run/postgresql',
      PGDATABASE: 'syna',
    });
    expect(connectionEnvironment('postgresql://postgres@[::1]/syna?ssl=true')).toEqual({
      PGHOST: '::1',
      PGUSER: 'postgres',
      PGDATABASE: 'syna',
      PGSSLMODE: 'require',
    });
  });

  it('refuses a parameter it cannot pass on, rather than connecting otherwise', () => {
    expect(() => connectionEnvironment('postgres://db/syna?target_session_attrs=any')).toThrow(
      /target_session_attrs/,
    );
  });
});
