/**
 * The last step of `npm run build`: wrangler bundles the Worker Waku built (dist/server/index.js,
 * wrangler.jsonc `main`) into dist/worker/, which `npm start`, the tests and the deploy run.
 * Waku's Cloudflare build step leaves a deploy redirect (.wrangler/deploy/config.json, pointing at a
 * generated dist/server/wrangler.json without this project's bindings or environments); removed
 * first, so every wrangler command reads wrangler.jsonc.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('.wrangler/deploy', { recursive: true, force: true });
rmSync('dist/server/wrangler.json', { force: true });
const res = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--env', '', '--outdir', 'dist/worker'], { stdio: 'inherit' });
process.exit(res.status ?? 1);
