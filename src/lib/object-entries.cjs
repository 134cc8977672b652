// node-polyglot (react-admin's i18n) requires the `object.entries` polyfill, which brings a dozen
// ES-spec helper packages (get-intrinsic, call-bind, define-properties…) into the dashboard's
// first load. Every browser the portal supports has Object.entries (ES2017): vite.config.ts
// points the package here.
module.exports = Object.entries;
