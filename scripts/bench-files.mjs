#!/usr/bin/env node
// Uploads and downloads one large file through the real server (dist/server/main.js, as
// `npm start` runs it) and prints throughput and the server's peak memory, beside `dd` writing
// and reading the same amount on the same disk; then uploads claim photos (a phone's 12 MP JPEG,
// made into a display size and a thumbnail without EXIF: issue 26), one at a time and two at
// once, and prints their times. Not a test: it prints figures.
//
//   npm run build && npm run bench:files [-- <MiB, default 1024> <photos, default 20>]
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { memory, startBenchServer } from './benchServer.mjs';

const MIB = 1024 * 1024;
const sizeMb = Number(process.argv[2] ?? 1024);
const photoCount = Number(process.argv[3] ?? 20);
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

  // Claim photos: POST /protected/claim-file, each a multipart request of one 12 MP phone JPEG
  // (4032 × 3024, EXIF orientation 6, noise so that it weighs what a camera's does: ~4 MB).
  if (photoCount > 0) {
    const photo = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 20 } } })
      .jpeg({ quality: 85 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const uploadPhoto = async () => {
      const form = new FormData();
      form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'IMG_0001.JPG');
      const t = performance.now();
      const res = await fetch(`${base}/protected/claim-file`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
      const body = await res.json();
      if (res.status !== 201) throw new Error(`photo upload failed: ${res.status} ${JSON.stringify(body)}`);
      return performance.now() - t;
    };
    const run = async (parallel) => {
      const times = [];
      const t0 = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: parallel }, async () => {
          while (next++ < photoCount) times.push(await uploadPhoto());
        }),
      );
      const wall = (performance.now() - t0) / 1000;
      times.sort((a, b) => a - b);
      const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0);
      return `median ${at(0.5).padStart(4)} ms, p95 ${at(0.95).padStart(4)} ms, ${(photoCount / wall).toFixed(1)} photos/s`;
    };
    console.log(`claim photo (${(photo.length / MIB).toFixed(1)} MiB JPEG, 12 MP) × ${photoCount}`);
    console.log(`  one at a time            ${await run(1)}`);
    console.log(`  two at once              ${await run(2)}`);
    console.log(`server memory (RSS)        after the photos ${memory(pid).now.toFixed(0)} MiB, peak ${memory(pid).peak.toFixed(0)} MiB`);
  }
} finally {
  stop();
}
