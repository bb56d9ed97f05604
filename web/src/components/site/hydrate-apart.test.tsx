// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrateApart } from './hydrate-apart';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const page = (
  <main>
    <HydrateApart>
      <h1>Riverside Toyota</h1>
      <p>New, demo and used cars</p>
    </HydrateApart>
  </main>
);

describe('HydrateApart', () => {
  it('writes its content in place, as a completed boundary of its own', () => {
    expect(renderToString(page)).toBe('<main><!--$--><h1>Riverside Toyota</h1><p>New, demo and used cars</p><!--/$--></main>');
  });

  it('hydrates over the server HTML without replacing it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    const heading = container.querySelector('h1');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
  });
});
