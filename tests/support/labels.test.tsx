import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { customers } from '../../src/resources/customers';
import { jsdomControl, jsdomLabels } from '../setup/labels';
import { buildCustomer, owner } from './builders';
import { fakeResourceApi } from './fakeResourceApi';
import { renderApp } from './renderApp';
import { setupApi } from './server';

const api = setupApi();

/** Every label's control and every labelable element's labels, by tests/setup/labels.ts and by jsdom itself. */
function bothWays(root: ParentNode) {
  const ours = { controls: [] as unknown[], labels: [] as unknown[] };
  const jsdoms = { controls: [] as unknown[], labels: [] as unknown[] };
  for (const label of root.querySelectorAll('label')) {
    ours.controls.push(label.control);
    jsdoms.controls.push(jsdomControl.call(label));
  }
  for (const element of root.querySelectorAll('button, input, meter, output, progress, select, textarea')) {
    const own = jsdomLabels.get(Object.getPrototypeOf(element))!;
    const labels = (element as HTMLInputElement).labels;
    ours.labels.push(labels && [...labels]);
    const theirs = own.call(element) as NodeListOf<HTMLLabelElement> | null;
    jsdoms.labels.push(theirs && [...theirs]);
  }
  return { ours, jsdoms };
}

/** A part of the page of the test's own (the rendered console's is left to the setup's cleanup). */
let host: HTMLElement | undefined;
function page(html: string) {
  host = document.body.appendChild(document.createElement('div'));
  host.innerHTML = html;
}
afterEach(() => host?.remove());

describe('label.control and element.labels in the screen tests (tests/setup/labels.ts)', () => {
  it('answer as jsdom does: for, wrapping, duplicate ids, empty for, non-labelable and hidden targets, several labels', () => {
    page(`
      <label id="l1" for="name">Name</label><input id="name">
      <label id="l2" for="name">Also the name</label>
      <label id="l3">Wrapped <input id="wrapped"> <button id="second">not me</button></label>
      <label id="l4" for="twice">First of two</label><input id="twice" class="first"><input id="twice" class="second">
      <label id="l5" for="">Empty for</label>
      <label id="l6" for="div">A div</label><div id="div"></div>
      <label id="l7" for="hidden">Hidden</label><input id="hidden" type="hidden">
      <label id="l8" for="missing">Nothing</label>
      <label id="l9" for="elsewhere">Points away <input id="inner"></label><select id="elsewhere"></select>
      <label id="l10" for="go">Go</label><button id="go">Go</button>
      <label id="l11" for="notes">Notes</label><textarea id="notes"></textarea>
      <label id="l12" for="out">Out</label><output id="out"></output>
    `);
    const { ours, jsdoms } = bothWays(host!);
    expect(ours).toEqual(jsdoms);
    const by = (id: string) => document.getElementById(id)!;
    expect((by('l1') as HTMLLabelElement).control).toBe(by('name'));
    expect([...(by('name') as HTMLInputElement).labels!]).toEqual([by('l1'), by('l2')]);
    expect((by('l3') as HTMLLabelElement).control).toBe(by('wrapped'));
    expect((by('l4') as HTMLLabelElement).control).toBe(document.querySelector('.first'));
    expect((document.querySelector('.second') as HTMLInputElement).labels).toHaveLength(0);
    for (const id of ['l5', 'l6', 'l7', 'l8']) expect((by(id) as HTMLLabelElement).control).toBeNull();
    expect((by('hidden') as HTMLInputElement).labels).toBeNull();
    expect((by('l9') as HTMLLabelElement).control).toBe(by('elsewhere'));
    expect((by('inner') as HTMLInputElement).labels).toHaveLength(0);
  });

  it('follow the document as it changes: an id moved, a for changed, a label removed', () => {
    page('<label id="l" for="a">A</label><input id="a"><input id="b">');
    const label = document.getElementById('l') as HTMLLabelElement;
    const [a, b] = document.querySelectorAll('input');
    label.htmlFor = 'b';
    expect(label.control).toBe(b);
    expect(a.labels).toHaveLength(0);
    b.id = 'c';
    expect(label.control).toBeNull();
    a.id = 'b';
    expect(label.control).toBe(a);
    label.remove();
    expect(a.labels).toHaveLength(0);
    // Outside the document, jsdom's own walk answers.
    const detached = document.createElement('div');
    detached.innerHTML = '<label for="x">X</label><input id="x">';
    expect(detached.querySelector('label')!.control).toBe(detached.querySelector('input'));
    expect(bothWays(detached).ours).toEqual(bothWays(detached).jsdoms);
  });

  it('answer as jsdom does on a whole rendered console with a form open', async () => {
    api.use(...fakeResourceApi(customers.routes!, [buildCustomer()], (body) => buildCustomer(body)).handlers);
    renderApp({ user: owner, path: '/customers' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Customer' }));
    const dialog = await screen.findByRole('dialog');
    const { ours, jsdoms } = bothWays(document);
    expect([...dialog.querySelectorAll('label')].filter((label) => label.control).length).toBeGreaterThan(5);
    expect(ours).toEqual(jsdoms);
  });
});
