import { startStack } from '/work/h-deploy/scripts/deploy/stack.mjs';
import fs from 'node:fs';
const stack = await startStack({ instances: 2, databaseUrl: 'postgres://postgres@127.0.0.1:5432/dbg1', redisUrl: 'redis://127.0.0.1:6379', dataDir: fs.mkdtempSync('/tmp/dbgdata-'), env: { ADMIN_EMAIL: 'a@b.it', ADMIN_PASSWORD: 'password-long-1234', LOG_LEVEL: 'info' } });
const { Agent, fetch } = await import('undici');
const agent = new Agent({ connect: { ca: stack.ca } });
for (let i = 0; i < 5; i++) { const r = await fetch(stack.url + '/api/docs/json', { dispatcher: agent }); await r.arrayBuffer(); }
const t = Date.now();
const r = await stack.instances[0].stop('SIGTERM');
console.log('stop', r, Date.now() - t);
console.log(fs.readFileSync(stack.instances[0].logFile, 'utf8').slice(-3000));
await stack.stop();
