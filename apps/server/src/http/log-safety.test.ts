import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app';
import { useIslandWithStaff } from '../../test/factories';

const lines: string[] = [];
const t = useTestApp({ logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
const mine = useIslandWithStaff(t);

describe('what the log carries', () => {
  it('a statement the database rejects is logged by its SQL and error code, never its parameters', async () => {
    // A database that refuses every new user: the insert carries the password hash as a parameter.
    await t.db.execute(
      sql.raw('alter table panel_users add constraint log_test_refuses check (false) not valid'),
    );
    try {
      const response = await t.inject(mine.staff[1].token, 'POST', '/api/user', {
        username: 'secreto_usuario',
        email: 'secreto@correo.test',
        password: 'clave-secreta-123',
        vpassword: 'clave-secreta-123',
        rol: 3,
        tenant_id: mine.island.id,
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(500);
      expect(response.body).not.toContain('secreto');
    } finally {
      await t.db.execute(sql.raw('alter table panel_users drop constraint log_test_refuses'));
    }

    const log = lines.join('');
    expect(log).toContain('"code":"23514"'); // the failure is there, with its SQLSTATE
    expect(log).toContain('insert into \\"panel_users\\"');
    for (const secret of [
      'scrypt$',
      'clave-secreta-123',
      'secreto@correo.test',
      'secreto_usuario',
      'params:',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it("a signed file link's signature stays out of the request line", async () => {
    const response = await t.app.inject({ url: '/api/files/9999999999/FIRMA-SECRETA/receipts/x.png' });
    expect(response.statusCode).toBe(403);
    const log = lines.join('');
    expect(log).toContain('/api/files/9999999999/[oculto]/receipts/x.png');
    expect(log).not.toContain('FIRMA-SECRETA');
  });

  it("an export link's token stays out of the request line", async () => {
    const response = await t.app.inject({
      url: '/api/banks/export.csv?sort=bankname&download=TOKEN-SECRETO',
    });
    expect(response.statusCode).toBe(401);
    const log = lines.join('');
    expect(log).toContain('/api/banks/export.csv?sort=bankname&download=[oculto]');
    expect(log).not.toContain('TOKEN-SECRETO');
  });
});
