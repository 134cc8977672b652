import type { ReactNode } from 'react';
import type { ProductKind } from '../../shared/catalogue/types';

/** Frame colours by material; the drawings are ours, nothing is downloaded. */
const FRAME: Record<string, { fill: string; stroke: string }> = {
  legno: { fill: '#9a6236', stroke: '#6b3f1f' },
  pvc: { fill: '#eef1f4', stroke: '#8d97a3' },
  alluminio: { fill: '#454c54', stroke: '#23282d' },
};
const GLASS = '#cfe4f3';
const SHINE = '#f4fbff';

type Draw = (f: { fill: string; stroke: string }) => ReactNode;

const pane = (x: number, y: number, w: number, h: number) => (
  <>
    <rect x={x} y={y} width={w} height={h} fill={GLASS} />
    <path d={`M${x + w * 0.15} ${y + h * 0.75} L${x + w * 0.55} ${y + h * 0.2}`} stroke={SHINE} strokeWidth={4} strokeLinecap="round" />
  </>
);

const DRAWINGS: Record<ProductKind, Draw> = {
  window: (f) => (
    <>
      <rect x={45} y={12} width={110} height={136} rx={3} fill={f.fill} stroke={f.stroke} strokeWidth={2} />
      {pane(55, 22, 40, 116)}
      {pane(105, 22, 40, 116)}
      <rect x={95} y={18} width={10} height={124} fill={f.fill} stroke={f.stroke} />
      <rect x={108} y={74} width={4} height={16} rx={2} fill={f.stroke} />
    </>
  ),
  door: (f) => (
    <>
      <rect x={55} y={8} width={90} height={146} rx={2} fill={f.fill} stroke={f.stroke} strokeWidth={2} />
      <rect x={65} y={18} width={70} height={132} fill={f.fill} stroke={f.stroke} />
      {pane(92, 28, 16, 100)}
      <rect x={122} y={72} width={5} height={30} rx={2} fill={f.stroke} />
      <rect x={40} y={152} width={120} height={4} fill="#9aa3ad" />
    </>
  ),
  'lift-slide': (f) => (
    <>
      <rect x={15} y={22} width={170} height={122} rx={2} fill={f.fill} stroke={f.stroke} strokeWidth={2} />
      {pane(24, 31, 72, 104)}
      <rect x={96} y={27} width={10} height={112} fill={f.fill} stroke={f.stroke} />
      {pane(106, 31, 70, 104)}
      <path d="M120 150 h46 m-8 -5 l8 5 l-8 5" stroke={f.stroke} strokeWidth={2.5} fill="none" />
    </>
  ),
  flush: (f) => (
    <>
      <rect x={20} y={22} width={160} height={122} rx={2} fill={f.fill} stroke={f.stroke} strokeWidth={2} />
      {pane(29, 31, 66, 104)}
      <rect x={101} y={28} width={74} height={112} fill={f.fill} stroke={f.stroke} />
      {pane(108, 35, 60, 98)}
      <path d="M110 150 h50 m-8 -5 l8 5 l-8 5 M110 150 l-6 -6" stroke={f.stroke} strokeWidth={2.5} fill="none" />
    </>
  ),
  'shutter-box': (f) => (
    <>
      <rect x={40} y={10} width={120} height={36} rx={3} fill={f.fill} stroke={f.stroke} strokeWidth={2} />
      <path d="M52 28 h96" stroke={f.stroke} strokeDasharray="6 4" />
      <rect x={48} y={46} width={104} height={104} fill="#d5dae0" stroke="#9aa3ad" strokeWidth={2} />
      {Array.from({ length: 8 }, (_, i) => (
        <rect key={i} x={50} y={48 + i * 9} width={100} height={7} fill="#bcc4cc" />
      ))}
      {pane(58, 124, 84, 22)}
    </>
  ),
  shutter: (f) => (
    <>
      {[40, 101].map((x) => (
        <g key={x}>
          <rect x={x} y={12} width={59} height={138} rx={2} fill={f.fill} stroke={f.stroke} strokeWidth={2} />
          {Array.from({ length: 13 }, (_, i) => (
            <path key={i} d={`M${x + 6} ${24 + i * 9.4} l47 5`} stroke={f.stroke} strokeWidth={2} />
          ))}
        </g>
      ))}
    </>
  ),
};

/** A drawn picture of a product type in its material's colours. */
export function Illustration({ kind, material, size = 160 }: { kind: ProductKind; material: string; size?: number }) {
  return (
    <svg viewBox="0 0 200 160" width={size * 1.25} height={size} role="img" aria-hidden focusable="false" style={{ maxWidth: '100%', height: 'auto' }}>
      {DRAWINGS[kind](FRAME[material] ?? FRAME.pvc)}
    </svg>
  );
}
