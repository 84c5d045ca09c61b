import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function ProductTabs(props: { onValueChange?: (v: string) => void }) {
  return (
    <Tabs defaultValue="green" onValueChange={props.onValueChange}>
      <TabsList aria-label="Products">
        <TabsTrigger value="green">Green</TabsTrigger>
        <TabsTrigger value="ai">AI</TabsTrigger>
        <TabsTrigger value="hire">Hire</TabsTrigger>
      </TabsList>
      <TabsContent value="green">Carbon accounting</TabsContent>
      <TabsContent value="ai">AI governance</TabsContent>
      <TabsContent value="hire">Skills-based hiring</TabsContent>
    </Tabs>
  );
}

const selected = () => screen.getByRole('tab', { selected: true }).textContent;
const visiblePanel = () => screen.getByRole('tabpanel').textContent;

describe('Tabs', () => {
  it('shows the default tab, with only the selected tab in the tab order', () => {
    render(<ProductTabs />);
    expect(selected()).toBe('Green');
    expect(visiblePanel()).toBe('Carbon accounting');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(tabs[0]!.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('switches on click', async () => {
    const user = userEvent.setup();
    render(<ProductTabs />);
    await user.click(screen.getByRole('tab', { name: 'Hire' }));
    expect(selected()).toBe('Hire');
    expect(visiblePanel()).toBe('Skills-based hiring');
  });

  it('switches when a tab receives focus', () => {
    const onValueChange = vi.fn();
    render(<ProductTabs onValueChange={onValueChange} />);
    fireEvent.focus(screen.getByRole('tab', { name: 'AI' }));
    expect(selected()).toBe('AI');
    expect(onValueChange).toHaveBeenCalledWith('ai');
  });

  it('moves focus and selection with Right, Left, Home and End', async () => {
    const user = userEvent.setup();
    render(<ProductTabs />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Green');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('AI');
    expect(selected()).toBe('AI');
    await user.keyboard('{ArrowRight}{ArrowRight}'); // wraps to the first
    expect(selected()).toBe('Green');
    await user.keyboard('{ArrowLeft}'); // wraps to the last
    expect(selected()).toBe('Hire');
    await user.keyboard('{Home}');
    expect(selected()).toBe('Green');
    await user.keyboard('{End}');
    expect(selected()).toBe('Hire');
    expect(visiblePanel()).toBe('Skills-based hiring');
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('ai');
      return (
        <>
          <output>{value}</output>
          <Tabs value={value} onValueChange={setValue}>
            <TabsList>
              <TabsTrigger value="green">Green</TabsTrigger>
              <TabsTrigger value="ai">AI</TabsTrigger>
            </TabsList>
            <TabsContent value="green">G</TabsContent>
            <TabsContent value="ai">A</TabsContent>
          </Tabs>
        </>
      );
    }
    render(<Controlled />);
    expect(selected()).toBe('AI');
    await user.click(screen.getByRole('tab', { name: 'Green' }));
    expect(screen.getByRole('status').textContent).toBe('green');
    expect(visiblePanel()).toBe('G');
  });
});
