// Debian's Chromium and the flags every headless run here starts it with (the browser tests and
// bench:web): never a browser of a tool's own download, nothing reaching the network by itself.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
