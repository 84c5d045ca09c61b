import { afterEach, describe, expect, it } from 'vitest';
import { idProblems } from './testing';

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
