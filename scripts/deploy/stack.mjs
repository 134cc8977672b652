// The deployment of deploy/ run on this machine: nginx (Debian's package) with a self-signed
// certificate in front of N instances of the built server (dist/server/main.js) on one
// PostgreSQL, one Redis and one shared data directory. The deployment test
// (tests/deploy/deploy.test.ts) and `npm run bench:day` start it; it reads deploy/nginx/portal.conf
// itself and changes only what a machine of its own needs (ports, paths, the certificate).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** A port nobody listens on now. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Replaces `pattern` in `text`, failing when deploy/nginx/portal.conf no longer has it. */
function must(text, pattern, replacement) {
  if (!pattern.test(text)) throw new Error(`deploy/nginx/portal.conf: ${pattern} not found; update scripts/deploy/stack.mjs`);
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx/portal.conf for this machine. `observe` adds the instance that answered as a
 * header (X-Upstream-Addr), for tests that must know which instance served a request.
 */
export function nginxSite({ httpPort, httpsPort, instancePorts, certFile, keyFile, maxUploadMb, observe = false }) {
  let conf = fs.readFileSync(path.join(root, 'deploy/nginx/portal.conf'), 'utf8');
  // The instances' ports, each with the parameters the file gives its first instance.
  const params = /server 127\.0\.0\.1:\d+ ([^;]*);/.exec(conf)?.[1] ?? '';
  conf = must(conf, /(\s*server 127\.0\.0\.1:\d+ [^;]*;)+/, instancePorts.map((p) => `\n    server 127.0.0.1:${p} ${params};`).join(''));
  conf = must(conf, /listen 80;\s*listen \[::\]:80;/, `listen 127.0.0.1:${httpPort};`);
  conf = must(conf, /listen 443 ssl http2;\s*listen \[::\]:443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`);
  conf = must(conf, /return 301 https:\/\/\$host\$request_uri;/, `return 301 https://$host:${httpsPort}$request_uri;`);
  conf = must(conf, /ssl_certificate\s+\S+;/, `ssl_certificate ${certFile};`);
  conf = must(conf, /ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${keyFile};`);
  conf = must(conf, /root \/opt\/portal\/dist\/client;/, `root ${path.join(root, 'dist/client')};`);
  conf = must(conf, /client_max_body_size \d+m;/, `client_max_body_size ${maxUploadMb + 1}m;`);
  if (observe) conf = conf.replace(/proxy_pass http:\/\/portal;/g, 'proxy_pass http://portal;\n        add_header X-Upstream-Addr $upstream_addr always;');
  return conf;
}

/** Debian's dynamic modules (brotli), loaded as /etc/nginx/nginx.conf does, by absolute path. */
function debianModules() {
  const enabled = '/etc/nginx/modules-enabled';
  if (!fs.existsSync(enabled)) return '';
  return fs
    .readdirSync(enabled)
    .map((f) => fs.readFileSync(path.join(enabled, f), 'utf8'))
    .join('\n')
    .replace(/load_module\s+modules\//g, 'load_module /usr/lib/nginx/modules/');
}

function nginxMain(dir, site) {
  const asRoot = process.getuid?.() === 0;
  const tmp = (name) => path.join(dir, 'tmp', name);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(tmp(name), { recursive: true });
  return `${asRoot ? 'user root root;\n' : ''}daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
${debianModules()}
events { worker_connections 8192; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  log_format upstream '$status $request_method $uri $upstream_addr $upstream_status $request_time';
  access_log ${dir}/nginx-access.log upstream;
  client_body_temp_path ${tmp('body')};
  proxy_temp_path ${tmp('proxy')};
  fastcgi_temp_path ${tmp('fastcgi')};
  uwsgi_temp_path ${tmp('uwsgi')};
  scgi_temp_path ${tmp('scgi')};
${site}
}
`;
}

async function waitFor(check, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms${last ? `: ${last.message}` : ''}`);
}

/** Ready as a load balancer asks: 200 from /health/ready on the instance's own port. */
async function ready(port) {
  const res = await fetch(`http://127.0.0.1:${port}/health/ready`);
  await res.arrayBuffer();
  return res.status === 200;
}

/**
 * Starts the stack. `env` is what every instance gets besides the machine's own settings
 * (PORT, HOST, DATA_DIR, DATABASE_URL, REDIS_URL, TRUST_PROXY, PUBLIC_URL). The first instance
 * starts alone (it migrates and creates the first admin), the others after it.
 */
export async function startStack({ instances = 3, databaseUrl, redisUrl, redisPrefix, dataDir, env = {}, maxUploadMb = 512, observe = false, workDir }) {
  const dir = workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-stack-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', keyFile, '-out', certFile], { stdio: 'ignore' });
  const httpPort = await freePort();
  const httpsPort = await freePort();
  const ports = [];
  for (let i = 0; i < instances; i++) ports.push(await freePort());
  const url = `https://localhost:${httpsPort}`;
  const site = nginxSite({ httpPort, httpsPort, instancePorts: ports, certFile, keyFile, maxUploadMb, observe });
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxMain(dir, site));

  const instanceEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix ?? `stack${httpsPort}:`,
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: url,
    MAX_UPLOAD_MB: String(maxUploadMb),
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
    ...env,
  };

  const nodes = ports.map((port, index) => {
    const logFile = path.join(dir, `instance-${index + 1}.log`);
    const node = {
      index,
      port,
      logFile,
      process: null,
      /** Starts it and resolves once it is ready. */
      async start() {
        const out = fs.openSync(logFile, 'a');
        const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
          env: { ...instanceEnv, PORT: String(port) },
          stdio: ['ignore', out, out],
        });
        fs.closeSync(out);
        node.process = child;
        node.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
        await Promise.race([
          waitFor(() => ready(port), `instance ${index + 1} (port ${port})`, 60_000),
          node.exited.then(({ code }) => {
            throw new Error(`instance ${index + 1} exited with ${code} while starting: ${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
          }),
        ]);
      },
      /** Sends `signal` and resolves with its exit code and how long it took to stop. */
      async stop(signal = 'SIGTERM') {
        const child = node.process;
        if (!child || child.exitCode !== null || child.signalCode !== null) return { code: child?.exitCode ?? null, ms: 0 };
        const started = Date.now();
        child.kill(signal);
        const { code, signal: by } = await node.exited;
        node.process = null;
        return { code, signal: by, ms: Date.now() - started };
      },
    };
    return node;
  });

  let nginx;
  const stopAll = async () => {
    await Promise.all(nodes.map((n) => n.stop().catch(() => {})));
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await new Promise((resolve) => nginx.once('exit', resolve));
    }
  };
  try {
    await nodes[0].start();
    await Promise.all(nodes.slice(1).map((n) => n.start()));
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
    let nginxErrors = '';
    nginx.stderr.on('data', (d) => (nginxErrors += d));
    await waitFor(
      async () => {
        if (nginx.exitCode !== null) throw new Error(`nginx exited: ${nginxErrors}`);
        return new Promise((resolve) => {
          const socket = net.connect(httpsPort, '127.0.0.1', () => (socket.destroy(), resolve(true)));
          socket.on('error', () => resolve(false));
        });
      },
      'nginx',
      15_000,
    );
  } catch (err) {
    await stopAll();
    throw err;
  }

  return {
    url,
    httpUrl: `http://localhost:${httpPort}`,
    ca: fs.readFileSync(certFile),
    dir,
    instances: nodes,
    nginxPid: nginx.pid,
    accessLog: path.join(dir, 'nginx-access.log'),
    stop: stopAll,
  };
}
