import { afterEach, describe, expect, it } from 'vitest';
import { englishLeaks, idProblems } from './testing';

afterEach(() => {
  document.body.replaceChildren();
});

describe('idProblems', () => {
  it('finds nothing wrong in a page whose ids are unique and whose references resolve', () => {
    document.body.innerHTML = '<h2 id="a">A</h2><section aria-labelledby="a" aria-describedby="b c"><p id="b"></p><p id="c"></p></section><label for="d">D</label><input id="d">';
    expect(idProblems()).toEqual({ ids: 4, duplicates: [], dangling: [] });
  });

  it('lists each id used twice once, and each reference to a missing id once', () => {
    document.body.innerHTML = '<p id="x"></p><p id="x"></p><p id="x"></p><div aria-controls="gone"></div><label for="gone">G</label><div aria-labelledby="x missing"></div>';
    expect(idProblems()).toEqual({ ids: 3, duplicates: ['x'], dangling: ['gone', 'missing'] });
  });

  it('looks only under the given root', () => {
    document.body.innerHTML = '<p id="x"></p><div id="root"><p id="x"></p><div aria-controls="elsewhere"></div></div>';
    expect(idProblems(document.getElementById('root')!)).toEqual({ ids: 1, duplicates: [], dangling: ['elsewhere'] });
  });
});

describe('englishLeaks', () => {
  const english = {
    'x.title': ['Featured Articles'],
    'x.byline': ['By ', ['author']],
    'x.readTime': [['minutes', 'plural', { one: ['#', ' min read'], other: ['#', ' min read'] }]],
    'x.only': [['title']],
  };

  it('finds English texts in text nodes and read attributes, arguments matching anything', () => {
    document.body.innerHTML =
      '<h2>Featured Articles</h2><p>By  priya</p><span>12 min read</span><input placeholder="مقالات"><a aria-label="By x" title="ok" href="#">x</a>';
    expect(englishLeaks(document.body, [english])).toEqual(['Featured Articles', 'By priya', '12 min read', 'By x']);
  });

  it('passes translated texts, allowed texts, styles and a message made only of an argument', () => {
    document.body.innerHTML = '<style>.Featured Articles{}</style><h2>مقالات مميزة</h2><p>Twitter</p><p>Featured Articles</p>';
    expect(englishLeaks(document.body, [english], ['Featured Articles'])).toEqual([]);
  });

  it('looks into shadow roots', () => {
    const host = document.createElement('div');
    host.attachShadow({ mode: 'open' }).innerHTML = '<p>5 min read</p>';
    document.body.append(host);
    expect(englishLeaks(document.body, [english])).toEqual(['5 min read']);
  });
});
