// node-polyglot's `object.entries`, answered by the browser's own (vite.config.ts says why).
module.exports = Object.entries;
