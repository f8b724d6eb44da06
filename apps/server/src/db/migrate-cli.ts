import { loadConfig } from '../config';
import { openDatabase } from './connection';

const config = loadConfig();
const database = openDatabase(config);
await database.migrate();
console.log(`Migraciones aplicadas (${database.engine}).`);
await database.close();
