/**
 * First administrator of a production install (no demo users there):
 *   npm run create-admin -- --username ana --email ana@empresa.com --island "Isla Norte" [--prefix no]
 * The password comes from ADMIN_PASSWORD or is asked for on the terminal.
 */
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { eq } from 'drizzle-orm';
import { panelUserMessage } from '@panel/domain/users/user-rules';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { islands } from '../db/schema';
import { AppError } from '../errors';
import { createPanelUser } from './user-service';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    island: { type: 'string', default: 'Isla Principal' },
    prefix: { type: 'string', default: 'ip' },
  },
});

async function askPassword(): Promise<{ password: string; vpassword: string }> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return { password: fromEnv, vpassword: fromEnv };
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const password = await rl.question('Contraseña del administrador: ');
  const vpassword = await rl.question('Repita la contraseña: ');
  rl.close();
  return { password, vpassword };
}

const username = values.username ?? '';
const email = values.email ?? '';
const { password, vpassword } = await askPassword();
// The island is found or created below, so only the user's own fields are checked here.
const problem = panelUserMessage({ username, email, password, vpassword, tenant_id: 1 }, 'create');
if (problem) {
  console.error(problem);
  process.exit(1);
}

const config = loadConfig();
const database = openDatabase(config);
await database.migrate();
try {
  const islandName = values.island!;
  const [found] = await database.db
    .select({ id: islands.id })
    .from(islands)
    .where(eq(islands.name, islandName));
  const islandId =
    found?.id ??
    (await database.db.insert(islands).values({ name: islandName, prefix: values.prefix! }).returning())[0]!
      .id;
  const user = await createPanelUser(
    database.db,
    { username, email, password, rol: 1, tenantId: islandId },
    null,
  );
  console.log(`Administrador "${user.username}" creado en ${user.tenant.name}.`);
} catch (error) {
  console.error(error instanceof AppError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
