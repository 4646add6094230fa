import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { mockApi } from '../test/render-app.tsx';
import { App } from './App.tsx';

describe('App', () => {
  it('greets a signed-out visitor of the home page with the sign-in screen', async () => {
    mockApi({});
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Suppliers, welcome!' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(window.location.pathname).toBe('/login');
  });
});
