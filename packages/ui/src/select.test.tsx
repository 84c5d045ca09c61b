import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Select, type SelectItem } from './select';

const services: SelectItem[] = [
  {
    type: 'group',
    label: 'Engineering Accelerators',
    options: [
      { value: 'devops', label: 'DevOps' },
      { value: 'qa', label: 'QA Automation' },
    ],
  },
  {
    type: 'group',
    label: 'AI Services',
    options: [
      { value: 'rag', label: 'RAG Pipelines' },
      { value: 'agents', label: 'AI Agents', disabled: true },
      { value: 'mlops', label: 'MLOps' },
    ],
  },
];

function activeOption() {
  const combobox = screen.getByRole('combobox');
  const id = combobox.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

describe('Select', () => {
  it('renders a native <select> with optgroups on the server', () => {
    const html = renderToString(<Select name="service" options={services} placeholder="Choose a service" />);
    expect(html).toContain('<select');
    expect(html).toContain('name="service"');
    expect(html).toContain('<optgroup label="Engineering Accelerators"');
    expect(html).toContain('Choose a service');
    expect(html).not.toContain('role="combobox"');
  });

  it('becomes a combobox after mount, keeping a hidden input with the name', () => {
    const { container } = render(
      <Select name="service" options={services} defaultValue="qa" placeholder="Choose a service" />,
    );
    const combobox = screen.getByRole('combobox');
    expect(combobox.textContent).toBe('QA Automation');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    const hidden = container.querySelector<HTMLInputElement>('input[type="hidden"][name="service"]');
    expect(hidden?.value).toBe('qa');
  });

  it('opens with ArrowDown and moves through options, skipping group headings and disabled options', async () => {
    const user = userEvent.setup();
    render(<Select options={services} placeholder="Choose a service" />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(activeOption()?.textContent).toBe('DevOps');

    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('QA Automation');
    await user.keyboard('{ArrowDown}'); // across the "AI Services" heading
    expect(activeOption()?.textContent).toBe('RAG Pipelines');
    await user.keyboard('{ArrowDown}'); // over the disabled "AI Agents"
    expect(activeOption()?.textContent).toBe('MLOps');
    await user.keyboard('{ArrowDown}'); // stays on the last
    expect(activeOption()?.textContent).toBe('MLOps');
    await user.keyboard('{Home}');
    expect(activeOption()?.textContent).toBe('DevOps');
    await user.keyboard('{End}');
    expect(activeOption()?.textContent).toBe('MLOps');
  });

  it('never exposes group headings as options', async () => {
    const user = userEvent.setup();
    render(<Select options={services} />);
    await user.click(screen.getByRole('combobox'));
    const labels = screen.getAllByRole('option').map((o) => o.textContent);
    expect(labels).toEqual(['DevOps', 'QA Automation', 'RAG Pipelines', 'AI Agents', 'MLOps']);
    expect(screen.getByRole('group', { name: 'Engineering Accelerators' })).toBeTruthy();
  });

  it('selects the active option with Enter and reports the value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select name="service" options={services} onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('qa');
    const combobox = screen.getByRole('combobox');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.textContent).toBe('QA Automation');
    expect(document.activeElement).toBe(combobox);
  });

  it('closes with Escape without changing the value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select options={services} defaultValue="devops" onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    const combobox = screen.getByRole('combobox');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox.textContent).toBe('DevOps');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('opens and selects with Space', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select options={services} onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown} ');
    expect(onValueChange).toHaveBeenCalledWith('qa');
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
  });

  it('jumps to an option by typing its first letters', async () => {
    const user = userEvent.setup();
    render(<Select options={services} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('ml');
    expect(activeOption()?.textContent).toBe('MLOps');
  });

  it('selects an option with the mouse; clicking a heading does nothing', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select options={services} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByText('AI Services'));
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('option', { name: 'RAG Pipelines' }));
    expect(onValueChange).toHaveBeenCalledWith('rag');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('passes id, aria-invalid and disabled to the combobox', () => {
    render(<Select id="service" aria-invalid options={services} disabled />);
    const combobox = screen.getByRole('combobox');
    expect(combobox.id).toBe('service');
    expect(combobox.getAttribute('aria-invalid')).toBe('true');
    expect(combobox).toHaveProperty('disabled', true);
  });
});
