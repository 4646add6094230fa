import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './ProductImage.tsx';

describe('ProductImage', () => {
  it('shows the picture with the product name as its text', () => {
    render(<ProductImage src="/api/product-images/lamp.svg" alt="Desk Lamp" size={96} />);
    expect(screen.getByRole('img', { name: 'Desk Lamp' }).getAttribute('src')).toBe('/api/product-images/lamp.svg');
  });

  it("asks the browser to fetch the page's first picture ahead of others, and only that one", () => {
    render(
      <>
        <ProductImage src="/api/product-images/lamp.svg" alt="Desk Lamp" size={96} priority />
        <ProductImage src="/api/product-images/bulb.svg" alt="LED Bulb" size={96} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Desk Lamp' }).getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByRole('img', { name: 'LED Bulb' }).hasAttribute('fetchpriority')).toBe(false);
  });

  it('shows a placeholder, not a broken image, when the item has no picture', () => {
    const { container } = render(<ProductImage src={null} alt="LED Bulb 4-pack" size={96} />);
    expect(screen.getByRole('img', { name: 'LED Bulb 4-pack (no picture)' })).toBeVisible();
    expect(container.querySelector('img')).toBeNull();
  });

  it('falls back to the placeholder when the picture fails to load', () => {
    const { container } = render(<ProductImage src="/missing.svg" alt="Desk Lamp" size={56} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Desk Lamp (no picture)' })).toBeVisible();
  });

  it('hides a placeholder from screen readers where the name is written next to it', () => {
    const { container } = render(<ProductImage src={undefined} alt="" size={56} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
