import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Job } from './runner';

/**
 * The text inside each document's file, for the global search: read after the upload's
 * transaction has committed (never inside it), one document at a time, into `document_texts`,
 * whose triggers (SQLite) or generated column (PostgreSQL) index it (migration 011). The work to
 * do is the documents whose text is missing or was read from another file or language, so the
 * documents there were before this existed are read at start-up too, newest first, and a
 * replaced file is read again. Several instances may read the same file at once: the upsert
 * keeps one answer and nothing else is shared.
 */

/** The text kept of a file: a price list of a hundred pages; PostgreSQL's tsvector holds at most 1 MB. */
export const TEXT_MAX = 200_000;
const PAGES_MAX = 500;

async function pdfText(file: string): Promise<string> {
  // The legacy build runs in Node without the browser globals the modern one expects.
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(await fsp.readFile(file));
  const pdf = await getDocument({ data, verbosity: VerbosityLevel.ERRORS, isEvalSupported: false, useSystemFonts: false, disableFontFace: true }).promise;
  try {
    let text = '';
    for (let n = 1; n <= Math.min(pdf.numPages, PAGES_MAX) && text.length < TEXT_MAX; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ');
      text += '\n';
      page.cleanup();
    }
    return text;
  } finally {
    await pdf.destroy();
  }
}

async function docxText(file: string): Promise<string> {
  const mammoth = await import('mammoth');
  return (await mammoth.extractRawText({ path: file })).value;
}

/** The readers by extension of the file's name (its content was checked against it at upload). */
const READERS: Record<string, ((file: string) => Promise<string>) | undefined> = { '.pdf': pdfText, '.docx': docxText };

/** Reads every 30 s, a second after the start, and when woken after an upload committed. */
export function documentText(app: FastifyInstance): Job {
  const { db, fileStore: store, log } = app;
  const due = () =>
    db
      .selectFrom('documents')
      .leftJoin('documentTexts as t', 't.documentId', 'documents.id')
      .select(['documents.id', 'documents.fileKey', 'documents.fileName', 'documents.language'])
      .where((eb) => eb.or([eb('t.documentId', 'is', null), eb('t.fileKey', '!=', eb.ref('documents.fileKey')), eb('t.language', '!=', eb.ref('documents.language'))]))
      .orderBy('documents.id', 'desc')
      .limit(20)
      .execute();

  async function read(doc: { id: number; fileKey: string; fileName: string; language: string }): Promise<void> {
    const reader = READERS[path.extname(doc.fileName).toLowerCase()];
    let status: 'done' | 'skipped' | 'failed' = reader ? 'done' : 'skipped';
    let body = '';
    let error: string | null = null;
    if (reader) {
      try {
        // NUL is refused by PostgreSQL and means nothing to a search.
        body = (await reader(store.pathOf(doc.fileKey))).replace(/\u0000/g, ' ').slice(0, TEXT_MAX);
      } catch (err) {
        status = 'failed';
        error = String((err as Error)?.message ?? err).slice(0, 1000);
        log.warn({ documentId: doc.id, err: error }, 'the text of a document could not be read');
      }
    }
    const row = { fileKey: doc.fileKey, language: doc.language, status, body, error, extractedAt: Date.now() };
    try {
      await db
        .insertInto('documentTexts')
        .values({ documentId: doc.id, ...row })
        .onConflict((oc) => oc.column('documentId').doUpdateSet(row))
        .execute();
    } catch (err) {
      // Deleted while it was being read: its row would reference nothing.
      if (await db.selectFrom('documents').select('id').where('id', '=', doc.id).executeTakeFirst()) throw err;
    }
  }

  return {
    kind: 'documentText',
    everyMs: 30_000,
    // After the start-up has finished, so the backfill never delays the first requests' listen.
    first: { afterMs: 1000 },
    async run(stopped) {
      for (let batch = await due(); batch.length && !stopped(); batch = await due()) {
        for (const doc of batch) {
          if (stopped()) return;
          await read(doc);
        }
      }
    },
    failed: (err) => log.error({ err }, 'the document texts could not be read'),
  };
}
