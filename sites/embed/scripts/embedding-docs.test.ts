// @vitest-environment node
/**
 * Docs that work: every widget README carries the embedding section that
 * src/embedding.ts writes (the one /developers/widgets renders), the documented policy is
 * the one `@joognoo/embed/csp` builds, and it needs nothing the widgets do not use.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORM_NOT_ENABLED_MESSAGE } from '@joognoo/schemas';
import { embedContentSecurityPolicy, embedContentSecurityPolicyLines, embedCspDirectives } from '../src/csp';
import { ALLOW_LISTING, documentedPolicy, readmeEmbeddingSection, withEmbeddingSection, withInlineEmbedCss } from '../src/embedding';
import { EMBEDDING_READMES, embedCss, expectedSection, readmePath } from './embedding-docs';

describe('every widget README', () => {
  it.each(EMBEDDING_READMES.map((w) => [w.name, w] as const))('%s has the embedding section of src/embedding.ts (else run pnpm --filter @joognoo/embed docs:readmes)', (_name, widget) => {
    const readme = readFileSync(readmePath(widget.name), 'utf8');
    expect(readmeEmbeddingSection(readme)).toBe(expectedSection(widget));
  });

  it.each(EMBEDDING_READMES.map((w) => [w.name, w] as const))('%s: the allow-listing step, the message, the policy with strict-dynamic and the snippet with embed.css and the nonce', (_name, widget) => {
    const section = readmeEmbeddingSection(readFileSync(readmePath(widget.name), 'utf8'))!;
    expect(section).toContain('## Allow-listing');
    expect(section).toContain('`EMBED_ORIGINS`');
    expect(section).toContain('`pnpm --filter @joognoo/api partner:create --id <slug> --name <name> --origin <https://...>`');
    expect(section).toContain('`partner="<id>"`');
    expect(section).toContain(`"${FORM_NOT_ENABLED_MESSAGE}"`);
    expect(section).toContain('https://www.joognoo.com/developers/widgets#allow-listing');
    expect(section).toContain("  script-src 'nonce-{NONCE}' 'strict-dynamic' https://www.joognoo.com;");
    expect(section).toContain(`<style nonce="{NONCE}">${embedCss().trim()}</style>`);
    expect(section).toContain(`<${widget.tag} nonce="{NONCE}"></${widget.tag}>`);
    expect(section).not.toContain('localhost');
    const policy = /```\n(Content-Security-Policy:[\s\S]*?)```/.exec(section)![1]!;
    expect(policy).not.toMatch(/data:|'unsafe-|\*/);
  });

  it.each(EMBEDDING_READMES.map((w) => [w.name, w] as const))('%s: the script-tag usage snippet inlines embed.css above the loader', (_name, widget) => {
    const readme = readFileSync(readmePath(widget.name), 'utf8');
    const usage = readme.slice(readme.indexOf('## Script-tag usage'));
    expect(usage).toContain(`\n<style>${embedCss().trim()}</style>\n<script type="module" src="https://www.joognoo.com/embed/v1/loader.js"></script>\n`);
    expect(withInlineEmbedCss(readme, embedCss())).toBe(readme);
  });

  it('withInlineEmbedCss adds the style line once, then replaces it', () => {
    const readme = '## Script-tag usage\n\n```html\n<script type="module" src="https://www.joognoo.com/embed/v1/loader.js"></script>\n<joognoo-x></joognoo-x>\n```\n';
    const once = withInlineEmbedCss(readme, 'a:not(:defined){display:block}\n');
    expect(once).toBe(readme.replace('```html\n', '```html\n<style>a:not(:defined){display:block}</style>\n'));
    expect(withInlineEmbedCss(once, 'b:not(:defined){min-height:1px}')).toBe(readme.replace('```html\n', '```html\n<style>b:not(:defined){min-height:1px}</style>\n'));
  });

  it('withEmbeddingSection replaces the old section in place, and only it', () => {
    const readme = '# x\n\n## Theming\n\nt\n\n## Content Security Policy\n\nold text\n\n## Compatibility\n\nc\n';
    const once = withEmbeddingSection(readme, '<!-- embedding:start -->\nNEW\n<!-- embedding:end -->');
    expect(once).toBe('# x\n\n## Theming\n\nt\n\n<!-- embedding:start -->\nNEW\n<!-- embedding:end -->\n\n## Compatibility\n\nc\n');
    expect(withEmbeddingSection(once, '<!-- embedding:start -->\nNEWER\n<!-- embedding:end -->')).toBe(once.replace('NEW\n', 'NEWER\n'));
  });
});

describe('the documented Content-Security-Policy (@joognoo/embed/csp)', () => {
  it("is exactly script-src 'nonce' 'strict-dynamic' host; style-src 'self' 'nonce' host; connect-src api; img-src 'self' host; font-src 'self'", () => {
    expect(embedContentSecurityPolicy({ nonce: 'abc123', widgetHost: 'https://www.joognoo.com/', apiBase: 'https://api.joognoo.com' })).toBe(
      [
        "default-src 'self'",
        "script-src 'nonce-abc123' 'strict-dynamic' https://www.joognoo.com",
        "style-src 'self' 'nonce-abc123' https://www.joognoo.com",
        'connect-src https://api.joognoo.com',
        "img-src 'self' https://www.joognoo.com",
        "font-src 'self'",
        "form-action 'self' https://api.joognoo.com",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('allows no data: images, no unsafe-inline or unsafe-eval, and takes extra sources for the page itself', () => {
    const policy = embedContentSecurityPolicy({ nonce: 'n', widgetHost: 'http://127.0.0.1:4541', extra: { 'connect-src': ["'self'"], 'img-src': ['https://cdn.example'] } });
    expect(policy).not.toMatch(/data:|unsafe-/);
    expect(embedCspDirectives({ nonce: 'n', widgetHost: 'http://127.0.0.1:4541', extra: { 'connect-src': ["'self'"] } })['connect-src']).toEqual(['http://127.0.0.1:4541', "'self'"]);
    expect(policy).toContain("img-src 'self' http://127.0.0.1:4541 https://cdn.example");
  });

  it('refuses a host that is not an origin and a nonce that could break out of the header', () => {
    expect(() => embedContentSecurityPolicy({ nonce: 'n', widgetHost: 'www.joognoo.com' })).toThrow('widgetHost must be an origin such as https://www.joognoo.com, not "www.joognoo.com"');
    expect(() => embedContentSecurityPolicy({ nonce: "a'; script-src *", widgetHost: 'https://x.example' })).toThrow('nonce must be a non-empty token');
  });

  it('the docs show the same policy, one directive per line, on the site URL they are given', () => {
    expect(documentedPolicy('https://joognoo.example/some/page')).toBe(embedContentSecurityPolicyLines({ nonce: '{NONCE}', widgetHost: 'https://joognoo.example' }));
    expect(documentedPolicy('https://joognoo.example')).toContain("\n  script-src 'nonce-{NONCE}' 'strict-dynamic' https://joognoo.example;\n");
    expect(ALLOW_LISTING.message).toBe('This form is not enabled on this site yet.');
  });
});
