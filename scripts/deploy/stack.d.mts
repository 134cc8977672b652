import type { ChildProcess } from 'node:child_process';

export const NGINX: string;
export function freePort(): Promise<number>;
export function nginxSite(options: {
  httpPort: number;
  httpsPort: number;
  instancePorts: number[];
  certFile: string;
  keyFile: string;
  maxUploadMb: number;
  observe?: boolean;
}): string;

export interface StackInstance {
  index: number;
  port: number;
  logFile: string;
  process: ChildProcess | null;
  start(): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal?: NodeJS.Signals | null; ms: number }>;
}

export interface Stack {
  url: string;
  httpUrl: string;
  ca: Buffer;
  dir: string;
  instances: StackInstance[];
  accessLog: string;
  stop(): Promise<void>;
}

export function startStack(options: {
  instances?: number;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix?: string;
  dataDir: string;
  env?: Record<string, string>;
  maxUploadMb?: number;
  observe?: boolean;
  workDir?: string;
}): Promise<Stack>;
