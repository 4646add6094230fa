import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { App } from './App.tsx';

describe('App', () => {
  it('greets suppliers', () => {
    render(<App />);
    expect(screen.getByRole('heading', { name: 'Suppliers, welcome!' })).toBeTruthy();
  });
});
