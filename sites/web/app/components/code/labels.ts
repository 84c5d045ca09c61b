/** Languages a code block may show, each with its label. */
export type CodeLanguage = 'javascript' | 'python' | 'java' | 'bash' | 'yaml' | 'html' | 'tsx' | 'css' | 'http';

/** Labels of the code blocks. */
export const CODE_BLOCK_LABELS = {
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
} as const;

export const CODE_LANGUAGE_LABELS: Readonly<Record<CodeLanguage, string>> = {
  javascript: 'JavaScript',
  python: 'Python',
  java: 'Java',
  bash: 'Shell',
  yaml: 'YAML',
  html: 'HTML',
  tsx: 'React (TSX)',
  css: 'CSS',
  http: 'HTTP header',
};
