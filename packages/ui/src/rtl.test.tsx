/**
 * The primitives inside right-to-left text (an Arabic widget: `dir="rtl"` on its root). A
 * browser gives `[dir=rtl]` its `direction: rtl` through its own stylesheet; happy-dom does
 * not, so the wrapper also sets the property. happy-dom computes the logical properties of
 * the styles (what these tests read) but neither lays out nor matches `:dir()`: the mirrored
 * icons and the layout itself are checked in Chromium (sites/embed-demo's rtl spec).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';
import { Checkbox } from './checkbox';
import { DetailBackLink } from './detail-page';
import { Drawer } from './drawer';
import { Field } from './field';
import { LevelHeading } from './heading-level';
import { HoverCard, HoverCardContent, HoverCardTrigger } from './hover-card';
import { Icon } from './icon';
import { Input, Textarea } from './input';
import { Select } from './select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { ToastProvider, useToast } from './toast';

function Arabic({ children }: { children: ReactNode }) {
  return (
    <div dir="rtl" lang="ar" style={{ direction: 'rtl' }} data-testid="rtl-root">
      {children}
    </div>
  );
}

const style = (element: Element, pseudo?: string) => getComputedStyle(element, pseudo);

/** The CSS text of every rule styled-components wrote that names one of the element's classes. */
function rulesOf(element: Element): string[] {
  const classes = Array.from(element.classList);
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
    .filter((text) => classes.some((name) => text.includes(`.${name}`)));
}

/** Every rule the styles wrote so far. */
const allRules = () => Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText));

describe('ui in right-to-left text', () => {
  it('Select: the arrow and its room at the inline end, the label at the start, the listbox across the control', async () => {
    const user = userEvent.setup();
    render(
      <Arabic>
        <Select aria-label="Interest" options={[{ value: 'a', label: 'Option A' }]} value="" onValueChange={() => {}} placeholder="Choose" />
      </Arabic>,
    );
    const trigger = screen.getByRole('combobox');
    expect(style(trigger).direction).toBe('rtl');
    expect(style(trigger).paddingInlineEnd).toBe('40px');
    expect(style(trigger).textAlign).toBe('start');
    const arrow = rulesOf(trigger.parentElement!).find((rule) => rule.includes('::after'))!;
    expect(arrow).toContain('inset-inline-end: 18px');
    expect(arrow).not.toMatch(/(^|[\s;{])(left|right)\s*:/);
    await user.click(trigger);
    const listbox = screen.getByRole('listbox');
    expect(rulesOf(listbox).join('\n')).toContain('inset-inline: 0');
    const option = screen.getByRole('option', { name: 'Option A' });
    expect(rulesOf(option).join('\n')).toContain('padding-inline: var(--joognoo-space-8, 32px) var(--joognoo-space-3, 12px)');
  });

  it('Field: the error is isolated (its punctuation stays its own) at the start; the required mark after the label', () => {
    render(
      <Arabic>
        <Field label="Last Name" required error="Last name must be at least 2 characters.">
          <Input />
        </Field>
      </Arabic>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.firstElementChild?.tagName).toBe('BDI');
    expect(alert.firstElementChild?.textContent).toBe('Last name must be at least 2 characters.');
    expect(style(alert).textAlign).not.toMatch(/left|right/);
    const mark = screen.getByText('*');
    expect(style(mark).marginInlineStart).toBe('2px');
  });

  it('Checkbox: the box before its label in the line, the label isolated', () => {
    render(
      <Arabic>
        <Checkbox label="I agree to be contacted by Joognoo about my enquiry." />
      </Arabic>,
    );
    const box = screen.getByRole('checkbox');
    const wrapper = box.parentElement!;
    // A flex row follows the direction: first in the DOM is at the right in Arabic.
    expect(style(wrapper).display).toBe('inline-flex');
    expect(style(wrapper).flexDirection).not.toMatch(/reverse/);
    expect(wrapper.firstElementChild).toBe(box);
    expect(screen.getByText('I agree to be contacted by Joognoo about my enquiry.').tagName).toBe('BDI');
  });

  it('Drawer: at the inline end by default, sliding in by the inline sign; `start` at the other edge', () => {
    function Sheet({ side }: { side?: 'start' | 'end' }) {
      const [open, setOpen] = useState(true);
      return (
        <Drawer open={open} onOpenChange={setOpen} title="Menu" side={side} container={document.querySelector('[data-testid=rtl-root]')}>
          <a href="/contact">Contact</a>
        </Drawer>
      );
    }
    const { rerender } = render(
      <Arabic>
        <Sheet />
      </Arabic>,
    );
    let dialog = screen.getByRole('dialog');
    expect(dialog.dataset.side).toBe('end');
    expect(style(dialog).insetInlineEnd).toMatch(/^0(px)?$/);
    expect(style(dialog).insetInlineStart).not.toMatch(/^0(px)?$/);
    const rules = rulesOf(dialog).join('\n');
    expect(rules).toMatch(/:dir\(rtl\)\s*\{\s*--joognoo-inline-sign:\s*-1/);
    expect(allRules().join('\n')).toMatch(/translateX\(calc\(100% \* var\(--joognoo-inline-sign\)\)\)/);
    rerender(
      <Arabic>
        <Sheet side="start" />
      </Arabic>,
    );
    dialog = screen.getByRole('dialog');
    expect(dialog.dataset.side).toBe('start');
    expect(style(dialog).insetInlineStart).toMatch(/^0(px)?$/);
  });

  describe('Toast', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    let api: ReturnType<typeof useToast>;
    function Capture() {
      api = useToast();
      return null;
    }
    function toastIn(container: HTMLElement) {
      render(
        <ToastProvider portalContainer={container}>
          <Capture />
        </ToastProvider>,
      );
      act(() => {
        api.toast({ title: 'Request submitted successfully', description: "We'll be in touch with you shortly!" });
      });
      return screen.getByRole('status');
    }
    function rtlContainer() {
      const container = document.createElement('div');
      container.dir = 'rtl';
      container.style.direction = 'rtl';
      document.body.append(container);
      return container;
    }

    it('sits at the inline end, its close button too, its texts isolated', () => {
      const toast = toastIn(rtlContainer());
      const viewport = toast.parentElement!;
      expect(rulesOf(viewport).join('\n')).toContain('inset-inline-end: 0');
      const close = screen.getByRole('button');
      expect(style(close).insetInlineEnd).toBe('8px');
      // happy-dom leaves a shorthand of two var()s uncomputed: the rule says it.
      expect(rulesOf(toast).join('\n')).toContain('padding-inline: var(--joognoo-space-5, 20px) var(--joognoo-space-10, 40px)');
      expect(screen.getByText("We'll be in touch with you shortly!").tagName).toBe('BDI');
    });

    it('is dismissed by a swipe towards the inline end, the left', () => {
      const toast = toastIn(rtlContainer());
      fireEvent.pointerDown(toast, { pointerId: 1, button: 0, clientX: 200, clientY: 10 });
      fireEvent.pointerMove(toast, { pointerId: 1, clientX: 170, clientY: 10 });
      expect(toast.style.transform).toBe('translateX(calc(30px * var(--joognoo-inline-sign)))');
      fireEvent.pointerMove(toast, { pointerId: 1, clientX: 149, clientY: 10 });
      fireEvent.pointerUp(toast, { pointerId: 1, clientX: 149, clientY: 10 });
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('stays after a swipe to the right, towards the inline start', () => {
      const toast = toastIn(rtlContainer());
      fireEvent.pointerDown(toast, { pointerId: 1, button: 0, clientX: 100, clientY: 10 });
      fireEvent.pointerMove(toast, { pointerId: 1, clientX: 180, clientY: 10 });
      fireEvent.pointerUp(toast, { pointerId: 1, clientX: 180, clientY: 10 });
      expect(screen.queryByRole('status')).not.toBeNull();
    });
  });

  it('Tabs: Left goes to the next tab (on the left), Right to the previous', async () => {
    const user = userEvent.setup();
    render(
      <Arabic>
        <Tabs defaultValue="jira">
          <TabsList aria-label="Integrations">
            <TabsTrigger value="jira">Jira</TabsTrigger>
            <TabsTrigger value="cicd">CI/CD</TabsTrigger>
            <TabsTrigger value="prompts">Prompts</TabsTrigger>
          </TabsList>
          <TabsContent value="jira">a</TabsContent>
          <TabsContent value="cicd">b</TabsContent>
          <TabsContent value="prompts">c</TabsContent>
        </Tabs>
      </Arabic>,
    );
    await user.click(screen.getByRole('tab', { name: 'Jira' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('CI/CD');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Prompts');
  });

  it('Accordion and HoverCard: text from the start; the card at the trigger\'s inline end with `align="end"`', () => {
    render(
      <Arabic>
        <Accordion defaultValue="a">
          <AccordionItem value="a">
            <AccordionTrigger>How quickly will I hear back?</AccordionTrigger>
            <AccordionContent>Within a day.</AccordionContent>
          </AccordionItem>
        </Accordion>
        <HoverCard open>
          <HoverCardTrigger>
            <a href="/x">More</a>
          </HoverCardTrigger>
          <HoverCardContent align="end">Edit or delete</HoverCardContent>
        </HoverCard>
      </Arabic>,
    );
    expect(style(screen.getByRole('button', { name: 'How quickly will I hear back?' })).textAlign).toBe('start');
    const card = screen.getByText('Edit or delete');
    expect(style(card).insetInlineEnd).toMatch(/^0(px)?$/);
    expect(style(card).textAlign).toBe('start');
  });

  it('Icon: arrows and chevrons along the line are mirrored by `:dir(rtl)`; other icons and the down chevron are not', () => {
    render(
      <Arabic>
        <Icon name="arrow-start" data-testid="back" />
        <Icon name="chevron-end" data-testid="next" />
        <Icon name="pin" data-testid="pin" />
        <Icon name="chevron-down" data-testid="down" />
        <Icon name="spark" directional data-testid="forced" />
      </Arabic>,
    );
    for (const id of ['back', 'next', 'forced']) {
      const icon = screen.getByTestId(id);
      expect(icon.hasAttribute('data-directional'), id).toBe(true);
      expect(rulesOf(icon).join('\n'), id).toMatch(/:dir\(rtl\)\s*\{\s*scale:\s*-1 1/);
    }
    for (const id of ['pin', 'down']) expect(screen.getByTestId(id).hasAttribute('data-directional'), id).toBe(false);
  });

  it('a back link holds the arrow icon, as wide as the arrow character it replaced', () => {
    render(
      <Arabic>
        <DetailBackLink>
          <a href="/careers">
            <Icon name="arrow-start" /> Back to Careers
          </a>
        </DetailBackLink>
      </Arabic>,
    );
    const link = screen.getByRole('link', { name: 'Back to Careers' });
    const icon = link.querySelector('svg')!;
    expect(icon.hasAttribute('data-directional')).toBe(true);
    expect(rulesOf(link.parentElement!).join('\n')).toMatch(/a svg \{ width: 1em; height: 1em;/);
  });

  it('typed values read in their own direction; headings isolate their text', () => {
    render(
      <Arabic>
        <Input aria-label="Email" defaultValue="ada@example.com" />
        <Textarea aria-label="Message" />
        <LevelHeading level={2}>Interested in this role?</LevelHeading>
      </Arabic>,
    );
    expect(style(screen.getByRole('textbox', { name: 'Email' })).unicodeBidi).toBe('plaintext');
    expect(style(screen.getByRole('textbox', { name: 'Message' })).unicodeBidi).toBe('plaintext');
    expect(screen.getByRole('heading', { name: 'Interested in this role?' }).firstElementChild?.tagName).toBe('BDI');
  });

  it('writes no physical side in any rule but the symmetric centring of a hover card', async () => {
    const user = userEvent.setup();
    render(
      <Arabic>
        <Select aria-label="Interest" options={[{ value: 'a', label: 'A' }]} value="a" onValueChange={() => {}} />
        <Field label="Name" required error="Required.">
          <Input />
        </Field>
        <Checkbox label="I agree." defaultChecked />
        <Drawer open onOpenChange={() => {}} title="Menu">
          <a href="/x">x</a>
        </Drawer>
        <ToastProvider>
          <Tabs defaultValue="a">
            <TabsList>
              <TabsTrigger value="a">A</TabsTrigger>
            </TabsList>
            <TabsContent value="a">a</TabsContent>
          </Tabs>
        </ToastProvider>
        <Accordion defaultValue="a">
          <AccordionItem value="a">
            <AccordionTrigger>Q?</AccordionTrigger>
            <AccordionContent>A.</AccordionContent>
          </AccordionItem>
        </Accordion>
        <HoverCard open>
          <HoverCardTrigger>
            <a href="/y">y</a>
          </HoverCardTrigger>
          <HoverCardContent>card</HoverCardContent>
        </HoverCard>
        <Icon name="arrow-end" />
      </Arabic>,
    );
    await user.click(screen.getByRole('combobox'));
    const physical = allRules().filter((rule) =>
      /(^|[\s;{])((margin|padding|border)-(left|right)[-a-z]*|left|right)\s*:|text-align:\s*(left|right)|float:\s*(left|right)/.test(rule),
    );
    expect(physical.filter((rule) => !/left: 50%; translate: -50% 0/.test(rule))).toEqual([]);
  });
});
