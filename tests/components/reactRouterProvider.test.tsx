import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { reactRouterProvider as raCoreProvider } from 'ra-core';
import { reactRouterProvider } from '../../src/admin/reactRouterProvider';

// vite.config.ts swaps ra-core's react-router adapter for src/admin/reactRouterProvider.ts in the
// build (the tests run ra-core's own). When react-admin changes its adapter, this says so.
describe("the portal's react-router adapter for react-admin", () => {
  it("has exactly the parts of ra-core's", () => {
    expect(Object.keys(reactRouterProvider).sort()).toEqual(Object.keys(raCoreProvider).sort());
  });

  it("passes react-router's own hooks and components through, as ra-core's does", () => {
    // Wrapped on both sides: useNavigate (a stable function), useCanBlock (reads two contexts),
    // RouterWrapper (the one difference: no hash data router outside a router).
    const own = ['useNavigate', 'useCanBlock', 'RouterWrapper'];
    for (const key of Object.keys(raCoreProvider).filter((k) => !own.includes(k))) {
      expect(reactRouterProvider[key as keyof typeof reactRouterProvider], key).toBe(raCoreProvider[key as keyof typeof raCoreProvider]);
    }
  });

  it('renders react-admin inside the router it is given', () => {
    const { RouterWrapper } = reactRouterProvider;
    render(
      <MemoryRouter>
        <RouterWrapper basename="/dashboard">
          <p>admin</p>
        </RouterWrapper>
      </MemoryRouter>,
    );
    expect(screen.getByText('admin')).toBeTruthy();
  });
});
