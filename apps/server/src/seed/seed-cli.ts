import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { localBlobStore } from '../storage/blob-store';
import { seedDemo } from './demo-seed';

const config = loadConfig();
const database = openDatabase(config);
await database.migrate();
const seeded = await seedDemo(database.db, localBlobStore(path.join(config.dataDir, 'uploads')));
console.log(seeded ? 'Datos de demostración cargados.' : 'La base ya tiene datos: no se cargó nada.');
await database.close();
