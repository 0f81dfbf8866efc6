// `npm start`: the whole product on its embedded default (PGlite database + API), in the foreground.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies, root } from './ensure-deps.mjs';

ensureDependencies();
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
// From the repository root, so a relative DATA_DIR (default .data) lands there.
const api = spawn(tsx, ['api/src/main.ts'], { cwd: root, stdio: 'inherit' });
// Ctrl-C reaches the child through the terminal's process group; forward SIGTERM ourselves.
process.on('SIGTERM', () => api.kill('SIGTERM'));
process.on('SIGINT', () => {});
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
