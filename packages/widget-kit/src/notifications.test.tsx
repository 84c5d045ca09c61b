import { waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { useToast } from '@joognoo/ui';
import { describe, expect, it } from 'vitest';
import { defineWidget } from './define-widget';
import { KIT_CATALOG } from './i18n/messages';

function Toasting({ source }: { source?: string }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ title: `Hello from ${source}` })}>
      toast
    </button>
  );
}

const TAG = 'joognoo-notifications-test';
defineWidget({ tagName: TAG, component: Toasting, catalog: KIT_CATALOG, packageName: '@joognoo/test-widget' });

function mount(source: string) {
  const element = document.createElement(TAG);
  element.setAttribute('source', source);
  document.body.append(element);
  return element;
}

const LABEL = 'Notifications (F8)';
/** Every notifications region on the page, in any widget's shadow root. */
const regions = () =>
  [...document.querySelectorAll(TAG)].flatMap((element) => [...element.shadowRoot!.querySelectorAll(`[role="region"][aria-label="${LABEL}"]`)]);
const toastButton = (element: Element) => element.shadowRoot!.querySelector('button')!;
/** The texts of the toasts shown, wherever they are. */
const shown = () => regions().flatMap((region) => [...region.querySelectorAll('li')].map((item) => item.textContent));

describe('one notifications region per page', () => {
  it('given three widgets, there is one "Notifications (F8)" region, in the first widget, and every widget toasts into it, one toast at a time', async () => {
    const [first, second, third] = [mount('first'), mount('second'), mount('third')];
    await waitFor(() => expect(regions()).toHaveLength(1));
    expect(first.shadowRoot!.contains(regions()[0]!)).toBe(true);

    toastButton(second).click();
    await waitFor(() => expect(shown()).toEqual(['Hello from second']));
    toastButton(third).click();
    // A new toast replaces the one shown: toasts never stack on top of each other.
    await waitFor(() => expect(shown()).toEqual(['Hello from third']));
    toastButton(first).click();
    await waitFor(() => expect(shown()).toEqual(['Hello from first']));
    expect(regions()).toHaveLength(1);
  });

  it('given three widgets, axe finds no landmark problem (landmark-unique) on the page', async () => {
    mount('first');
    mount('second');
    mount('third');
    await waitFor(() => expect(regions()).toHaveLength(1));
    const result = await axe.run(document.body, { runOnly: ['landmark-unique', 'region', 'aria-allowed-role'] });
    expect(result.violations.filter((violation) => violation.id === 'landmark-unique')).toEqual([]);
  });

  it('when the widget holding the region is removed, the next one takes it over and the others toast there', async () => {
    const [first, second, third] = [mount('first'), mount('second'), mount('third')];
    await waitFor(() => expect(regions()).toHaveLength(1));
    first.remove();
    await waitFor(() => expect(regions()).toHaveLength(1));
    expect(second.shadowRoot!.contains(regions()[0]!)).toBe(true);

    toastButton(third).click();
    await waitFor(() => expect(shown()).toEqual(['Hello from third']));

    second.remove();
    await waitFor(() => expect(third.shadowRoot!.querySelector(`[role="region"][aria-label="${LABEL}"]`)).not.toBeNull());
    toastButton(third).click();
    await waitFor(() => expect(shown()).toEqual(['Hello from third']));
    expect(regions()).toHaveLength(1);
  });

  it('when a widget is moved in the page, the region stays where it is', async () => {
    const [first, second] = [mount('first'), mount('second')];
    await waitFor(() => expect(regions()).toHaveLength(1));
    document.body.prepend(second);
    document.body.append(first);
    await Promise.resolve();
    await waitFor(() => expect(regions()).toHaveLength(1));
    expect(first.shadowRoot!.contains(regions()[0]!)).toBe(true);
    toastButton(second).click();
    await waitFor(() => expect(shown()).toEqual(['Hello from second']));
  });
});
