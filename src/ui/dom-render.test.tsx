// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderElement, renderToDom } from './dom-render';

afterEach(cleanup);

/** The same tree as React's DOM holds it and as renderToDom draws it. */
function both(view: ReactNode): { react: string; drawn: string } {
  const { container } = render(view);
  const holder = document.createElement('div');
  holder.append(renderToDom(view));
  return { react: container.innerHTML, drawn: holder.innerHTML };
}

function Label({ text, count }: { text: string; count: number }) {
  return (
    <span className="label" data-count={count}>
      {text} ({count})
    </span>
  );
}

describe('renderToDom draws a view as React renders it', () => {
  it('elements, attributes by their DOM names, words and numbers, fragments and nested views', () => {
    const { react, drawn } = both(
      <section className="box" tabIndex={-1} aria-label="Menu" data-empty="">
        <label htmlFor="field">Name</label>
        {[<Label key="label" text="Soup" count={3} />, null, false, undefined]}
        {/* biome-ignore lint/complexity/noUselessFragments: a fragment inside an element is what is drawn here */}
        <>
          {['a', 1, <b key="b">bold</b>]}
          <i>after</i>
        </>
      </section>,
    );
    expect(drawn).toBe(react);
    expect(drawn).toContain('class="box"');
    expect(drawn).toContain('tabindex="-1"');
    expect(drawn).toContain('for="field"');
  });

  it('true and false as React writes them: present or absent for boolean attributes, words for aria and data', () => {
    const { react, drawn } = both(
      <div>
        <button type="button" disabled aria-pressed={false} aria-hidden data-on={true} hidden={false}>
          go
        </button>
        <option selected={false}>x</option>
      </div>,
    );
    expect(drawn).toBe(react);
    expect(drawn).toContain('aria-pressed="false"');
    expect(drawn).toContain('aria-hidden="true"');
    expect(drawn).not.toContain('hidden=""');
  });

  it('leaves event handlers, keys and refs to React', () => {
    const { react, drawn } = both(
      <button type="button" onClick={() => undefined} key="k" ref={() => undefined}>
        tap
      </button>,
    );
    expect(drawn).toBe(react);
    expect(drawn).toBe('<button type="button">tap</button>');
  });

  it("sets an image's address after its other attributes, as React does (lazy loading applies first)", () => {
    const { react, drawn } = both(<img src="https://example.test/a.jpg" alt="" loading="lazy" width={72} />);
    expect(drawn).toBe(react);
    expect(drawn.indexOf('loading=')).toBeLessThan(drawn.indexOf('src='));
  });

  it('draws SVG in its namespace', () => {
    const { react, drawn } = both(
      <svg viewBox="0 0 10 10" aria-hidden="true">
        <path d="M0 0h10" />
      </svg>,
    );
    expect(drawn).toBe(react);
    const fragment = renderToDom(
      <svg viewBox="0 0 1 1" aria-hidden="true">
        <path d="M0 0" />
      </svg>,
    );
    expect(fragment.firstElementChild?.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(fragment.firstElementChild?.firstElementChild?.namespaceURI).toBe('http://www.w3.org/2000/svg');
  });

  it('refuses what it cannot draw as React would, rather than drawing it differently', () => {
    expect(() => renderToDom(<div style={{ color: 'red' }} />)).toThrow(/style/);
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the refusal is what is tested
    expect(() => renderToDom(<div dangerouslySetInnerHTML={{ __html: '<b>x</b>' }} />)).toThrow(/dangerouslySetInnerHTML/);
  });

  it('renderElement returns the one element a view draws, and refuses anything else', () => {
    expect(renderElement(<p>one</p>).outerHTML).toBe('<p>one</p>');
    expect(() =>
      renderElement(
        <>
          <p>one</p>
          <p>two</p>
        </>,
      ),
    ).toThrow();
    expect(() => renderElement(null)).toThrow();
  });
});

describe('renderToDom chooses a select option as React does', () => {
  it('`value`: by property, so the markup carries no selected attribute; `defaultValue`: by attribute', () => {
    const options = ['en_US', 'he', 'ar'].map((language) => (
      <option key={language} value={language}>
        {language}
      </option>
    ));
    const controlled = renderElement(
      <select value="he" onChange={() => undefined}>
        {options}
      </select>,
    ) as unknown as HTMLSelectElement;
    expect(controlled.value).toBe('he');
    const { container } = render(
      <select value="he" onChange={() => undefined}>
        {options}
      </select>,
    );
    const react = container.querySelector('select')!;
    expect(react.value).toBe('he');
    expect(controlled.outerHTML).toBe(react.outerHTML);
    const uncontrolled = renderElement(<select defaultValue="ar">{options}</select>) as unknown as HTMLSelectElement;
    expect(uncontrolled.value).toBe('ar');
    expect(uncontrolled.querySelector('option[value="ar"]')!.hasAttribute('selected')).toBe(true);
  });
});
