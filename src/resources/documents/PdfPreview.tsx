import { useEffect, useRef, useState } from 'react';
import { Alert, Box, IconButton, Stack, Typography } from '@mui/material';
import PrevIcon from '@mui/icons-material/NavigateBefore';
import NextIcon from '@mui/icons-material/NavigateNext';
import { useTranslate } from 'react-admin';
import { getDocument, GlobalWorkerOptions, VerbosityLevel, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// pdf.js parses in a worker served with the app (CSP worker-src 'self'); this module, and pdf.js
// with it, is a chunk of its own, loaded only when a show page previews a PDF.
GlobalWorkerOptions.workerSrc = workerUrl;

const FLIP_IN_RTL = { '[dir=rtl] &': { transform: 'scaleX(-1)' } };

/** The pages of a PDF drawn one at a time on a canvas as wide as the card, with page navigation. */
export default function PdfPreview({ blob, title }: { blob: Blob; title: string }) {
  const translate = useTranslate();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [width, setWidth] = useState(0);
  const [renderedPage, setRenderedPage] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const loading = blob.arrayBuffer().then((data) => getDocument({ data: new Uint8Array(data), isEvalSupported: false, verbosity: VerbosityLevel.ERRORS }));
    loading
      .then((t) => t.promise)
      .then((doc) => (cancelled ? void doc.destroy() : setPdf(doc)))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      void loading.then((t) => t.destroy());
    };
  }, [blob]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdf || !canvas || !width) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    void pdf.getPage(page).then((p) => {
      if (cancelled) return;
      const scale = width / p.getViewport({ scale: 1 }).width;
      const ratio = window.devicePixelRatio || 1;
      const viewport = p.getViewport({ scale: scale * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      task = p.render({ canvas, viewport });
      task.promise.then(() => !cancelled && setRenderedPage(page)).catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, width]);

  if (failed) return <Alert severity="warning">{translate('resources.documenti.preview.pdf_failed')}</Alert>;

  const pages = pdf?.numPages ?? 0;
  const position = translate('resources.documenti.preview.page_of', { page, pages });
  return (
    <Stack spacing={1.5}>
      <Box ref={boxRef} sx={{ width: '100%', bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden', lineHeight: 0, border: 1, borderColor: 'divider' }}>
        {/* Reachable by Tab, so that the keyboard turns its pages (arrow keys, Page Up/Down). */}
        <Box
          component="canvas"
          ref={canvasRef}
          role="img"
          tabIndex={0}
          aria-label={translate('resources.documenti.preview.pdf_label', { title, position })}
          aria-keyshortcuts={pages > 1 ? 'ArrowLeft ArrowRight PageUp PageDown' : undefined}
          onKeyDown={(e) => {
            const step = { ArrowRight: 1, PageDown: 1, ArrowLeft: -1, PageUp: -1 }[e.key];
            if (!step || pages < 2) return;
            e.preventDefault();
            setPage((n) => Math.min(pages, Math.max(1, n + step)));
          }}
          data-testid="pdf-preview-canvas"
          data-page={page}
          data-rendered={renderedPage === page ? 'true' : 'false'}
          sx={(t) => ({ display: 'block', background: '#fff', '&:focus-visible': { outline: `3px solid ${t.palette.primary.main}`, outlineOffset: -3 } })}
        />
      </Box>
      {pages > 1 && (
        <Stack direction="row" alignItems="center" justifyContent="center" spacing={1}>
          <IconButton onClick={() => setPage((n) => Math.max(1, n - 1))} disabled={page <= 1} aria-label={translate('resources.documenti.preview.previous_page')}>
            <PrevIcon sx={FLIP_IN_RTL} />
          </IconButton>
          <Typography variant="body2" aria-live="polite" data-testid="pdf-preview-page">
            {position}
          </Typography>
          <IconButton onClick={() => setPage((n) => Math.min(pages, n + 1))} disabled={page >= pages} aria-label={translate('resources.documenti.preview.next_page')}>
            <NextIcon sx={FLIP_IN_RTL} />
          </IconButton>
        </Stack>
      )}
    </Stack>
  );
}
