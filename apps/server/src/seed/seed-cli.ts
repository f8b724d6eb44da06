import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { openBlobStore } from '../storage/open-blob-store';
import { seedDemo } from './demo-seed';

const config = loadConfig();
const database = openDatabase(config);
await database.migrate();
const files = await openBlobStore(config);
const seeded = await seedDemo(database.db, files);
files.close();
console.log(seeded ? 'Datos de demostración cargados.' : 'La base ya tiene datos: no se cargó nada.');
await database.close();
