import { useMemo } from 'react';
import { Box } from '@mui/material';
import QRCode from 'qrcode';

/**
 * A QR code of `text`, drawn as one SVG path with its quiet zone (four modules of white), dark on
 * white in either theme so that any phone reads it; the same code the PDFs draw (server/pdf/document.ts).
 */
export function QrCode({ text, label, size = 112 }: { text: string; label: string; size?: number }) {
  const { path, extent } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    return { path: d, extent: modules.size + 8 };
  }, [text]);
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${extent} ${extent}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      sx={{ width: size, height: size, flexShrink: 0, bgcolor: '#fff', borderRadius: 0.5, border: 1, borderColor: 'divider' }}
      data-testid="dop-qr"
    >
      <path d={path} fill="#000" />
    </Box>
  );
}
