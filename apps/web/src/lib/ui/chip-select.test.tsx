// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChipSelect } from './chip-select';

afterEach(cleanup);

function typeAndEnter(text: string) {
  const input = screen.getByRole('combobox', { name: 'Taggar' });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('ChipSelect', () => {
  it('shows each value as a chip', () => {
    render(<ChipSelect label="Taggar" options={[]} value={['fukt', 'radon']} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'fukt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'radon' })).toBeTruthy();
  });

  it('takes a typed value trimmed and cut, and drops a repeat', () => {
    const onChange = vi.fn();
    render(
      <ChipSelect freeSolo maxLength={5} label="Taggar" options={[]} value={['fukt']} onChange={onChange} />,
    );
    typeAndEnter('  radonmätning ');
    expect(onChange).toHaveBeenLastCalledWith(['fukt', 'radon']);
    typeAndEnter('fukt ');
    expect(onChange).toHaveBeenLastCalledWith(['fukt']);
  });

  it('keeps at most maxCount values', () => {
    const onChange = vi.fn();
    render(
      <ChipSelect
        maxCount={2}
        label="Taggar"
        options={['a', 'b', 'c']}
        value={['a', 'b']}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Taggar' });
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('option', { name: 'c' }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b']);
  });
});
