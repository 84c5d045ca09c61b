/**
 * `<joognoo-blog>` as the script-tag bundle defines it. The blog package renders whatever
 * newsletter box its host puts in its `newsletter` slot and imports no other widget; in a
 * partner's page this bundle is that host, and keeps what a bare `<joognoo-blog>` has always
 * shown: the newsletter box below the list. A list without a `slot="newsletter"` child of its
 * own gets a `<joognoo-newsletter>` there, with the blog's `api-base`, `source`, `partner`,
 * `theme` and `nonce` and the heading level below the blog's; the loader then loads it like any widget.
 * A page that wants another box (or none: an empty `<div slot="newsletter">`) slots its own.
 */
import '@joognoo/blog/embed';

const BLOG_TAG = 'joognoo-blog';
const NEWSLETTER_TAG = 'joognoo-newsletter';
const PASSED_ON = ['api-base', 'source', 'partner', 'theme', 'nonce'] as const;

/** Adds the default newsletter box to one blog list element that has no box of its own. */
export function fillNewsletterSlot(blog: Element): void {
  if (blog.hasAttribute('post')) return; // an article shows no box
  if ([...blog.children].some((child) => child.getAttribute('slot') === 'newsletter')) return;
  const box = blog.ownerDocument.createElement(NEWSLETTER_TAG);
  box.setAttribute('slot', 'newsletter');
  for (const name of PASSED_ON) {
    const value = blog.getAttribute(name);
    if (value !== null) box.setAttribute(name, value);
  }
  const level = Number(blog.getAttribute('heading-level') ?? 1);
  box.setAttribute('heading-level', String(Number.isInteger(level) && level >= 1 && level < 6 ? level + 1 : 2));
  blog.append(box);
}

/** Fills every blog list of `root` now and those added later. */
export function fillNewsletterSlots(root: Document): MutationObserver {
  const fill = (node: ParentNode) => node.querySelectorAll(BLOG_TAG).forEach(fillNewsletterSlot);
  fill(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.localName === BLOG_TAG) fillNewsletterSlot(node);
        fill(node);
      }
    }
  });
  observer.observe(root.documentElement, { childList: true, subtree: true });
  return observer;
}

if (typeof document !== 'undefined') fillNewsletterSlots(document);
