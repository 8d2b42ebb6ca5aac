import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const repoRoot = path.resolve(serverDir, '../..');
