// Markdown prose, rendered to HTML at build time by vite/prose-markdown.ts.
declare module '*.md' {
  const document: import('../vite/prose-markdown.ts').ProseDocument;
  export default document;
}
