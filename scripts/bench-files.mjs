#!/usr/bin/env node
// Uploads and downloads one large file through the real server (dist/server/main.js, as
// `npm start` runs it) and prints throughput and the server's peak memory, beside `dd` writing
// and reading the same amount on the same disk. Not a test: it prints figures.
//
//   npm run build && npm run bench:files [-- <MiB, default 1024>]
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { memory, startBenchServer } from './benchServer.mjs';

const MIB = 1024 * 1024;
const sizeMb = Number(process.argv[2] ?? 1024);
const { base, token, dataDir, pid, stop } = await startBenchServer({ MAX_UPLOAD_MB: String(sizeMb + 16) });
try {
  const idle = memory(pid);

  // The upload: a multipart body generated on the fly (a PDF header, then filler), hashed as it goes.
  const boundary = '----portal-bench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBenchmark\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nother\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="language"\r\n\r\nit\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const filler = Buffer.alloc(MIB, 0x20);
  const first = Buffer.from(filler);
  Buffer.from('%PDF-1.7\n').copy(first);
  const hash = createHash('sha256');
  let sent = 0;
  const body = new ReadableStream({
    start(c) {
      c.enqueue(head);
    },
    pull(c) {
      if (sent >= sizeMb) {
        c.enqueue(tail);
        c.close();
        return;
      }
      const piece = sent === 0 ? first : filler;
      hash.update(piece);
      c.enqueue(piece);
      sent++;
    },
  });
  let t0 = performance.now();
  const up = await fetch(`${base}/protected/document/upload`, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const uploadSeconds = (performance.now() - t0) / 1000;
  const doc = await up.json();
  if (up.status !== 201) throw new Error(`upload failed: ${up.status} ${JSON.stringify(doc)}`);
  if (doc.file.hash !== hash.digest('hex')) throw new Error('uploaded hash differs');
  const afterUpload = memory(pid);

  const link = await (await fetch(`${base}/protected/document/${doc.id}/link`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).json();
  t0 = performance.now();
  const res = await fetch(base + link.url, { headers: { cookie: `token=${token}` } });
  const down = createHash('sha256');
  let received = 0;
  for await (const part of res.body) {
    down.update(part);
    received += part.length;
  }
  const downloadSeconds = (performance.now() - t0) / 1000;
  if (received !== sizeMb * MIB || down.digest('hex') !== doc.file.hash) throw new Error('downloaded file differs');
  const afterDownload = memory(pid);

  // dd on the same disk, same size: write (flushed to disk) and read back.
  const ddFile = path.join(dataDir, 'dd.bin');
  const dd = (args) => {
    const t = performance.now();
    execFileSync('dd', args, { stdio: 'ignore' });
    return (performance.now() - t) / 1000;
  };
  const ddWrite = dd(['if=/dev/zero', `of=${ddFile}`, 'bs=1M', `count=${sizeMb}`, 'conv=fdatasync']);
  const ddRead = dd([`if=${ddFile}`, 'of=/dev/null', 'bs=1M']);

  const rate = (s) => `${(sizeMb / s).toFixed(0).padStart(5)} MiB/s  (${s.toFixed(2)} s)`;
  console.log(`file size                  ${sizeMb} MiB, on ${dataDir}`);
  console.log(`upload (multipart → disk)  ${rate(uploadSeconds)}`);
  console.log(`download (link → client)   ${rate(downloadSeconds)}`);
  console.log(`dd write, fdatasync        ${rate(ddWrite)}`);
  console.log(`dd read                    ${rate(ddRead)}`);
  console.log(`server memory (RSS)        idle ${idle.now.toFixed(0)} MiB, after upload ${afterUpload.now.toFixed(0)} MiB, after download ${afterDownload.now.toFixed(0)} MiB, peak ${afterDownload.peak.toFixed(0)} MiB`);
} finally {
  stop();
}
