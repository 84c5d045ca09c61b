// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { CaseStudyBrowser } from './case-study-browser';
import { CaseStudyDetail } from './case-study-detail';
import { makeCaseStudy } from './fixtures';

describe('server rendering (no window, no document)', () => {
  it('renders the browser and a case study with their data', () => {
    const cs = makeCaseStudy({ title: 'Server story', featured: true });
    const html = renderToString(<CaseStudyBrowser initialData={{ caseStudies: [cs], featured: [] }} />);
    expect(html).toContain('Server story');
    expect(html).not.toContain('Loading case studies...');
    expect(renderToString(<CaseStudyDetail slug={cs.slug} initialData={{ caseStudy: cs }} />)).toContain('The Challenge');
  });

  it('renders the not-found view', () => {
    expect(renderToString(<CaseStudyDetail slug="gone" initialData={{ caseStudy: null }} />)).toContain('Case Study Not Found');
  });
});
