export const LAYERS: Record<'server' | 'src', string[][]>;
export interface Violation {
  from: string;
  to: string;
  why: string;
}
export function violations(edges: [from: string, to: string][]): Violation[];
export function circles(edges: [from: string, to: string][]): string[][];
export function edgesFromExplain(text: string): [from: string, to: string][];
