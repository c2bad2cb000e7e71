// When a run ends: its result beside the committed run of its scenario (GET /api/scenarios: the committed run's
// medians, read from its results.json), in the figures and units of the live table (GET /api/figures), and a
// link to the scenario's docs page. A scenario without a committed run shows only the link.

import { element, endedRun, stillShown } from './dom.js';
import { formatted } from './live.js';

const output = document.getElementById('beside-committed');
const guides = fetch('/api/scenarios').then(answer => answer.ok ? answer.json() : []);
const figures = fetch('/api/figures').then(answer => answer.json())
  .then(all => all.filter(f => f.shownIn.includes('live-table')));

/** Shows the run beside its scenario's committed run once it ended; with no id, shows nothing. */
export async function besideCommitted(id) {
  const result = (await endedRun(output, id))?.result;
  const guide = (await guides).find(g => g.id === result?.options?.scenario);
  if (!result || !guide || !stillShown(id)) return;
  output.append(element('h3', {}, `Scenario ${guide.id}: this run beside the committed one`));
  if (guide.docsLink) {
    const docs = element('p');
    docs.append('What it shows, and why: ', element('a', { href: guide.docsLink, id: 'beside-docs' }, guide.docsPage));
    output.append(docs);
  }
  const committed = guide.committed?.medians;
  if (committed) output.append(await table(result, guide.committed, committed));
  output.hidden = false;
}

/** One row per variant and source (this run, the committed run), one column per live-table figure. */
async function table(result, preset, committed) {
  const shown = await figures;
  const table = element('table', { class: 'live beside' });
  table.append(element('caption', {}, `Medians of this run and of the committed run ${preset.run} `
    + `(${preset.command}). Their sizes may differ: compare the shape, not the digits.`));
  const head = element('tr');
  head.append(element('th', { scope: 'col' }, 'Variant'), element('th', { scope: 'col' }, 'Run'));
  for (const figure of shown) head.append(element('th', { scope: 'col', 'data-figure': figure.id }, figure.label));
  table.append(element('thead'));
  table.tHead.append(head);
  const body = element('tbody');
  for (const variant of result.variants ?? []) {
    const rows = [['this-run', 'this run', id => variant.summary?.[id]?.median]];
    if (committed[variant.variant]) {
      rows.push(['committed', 'committed', id => committed[variant.variant][id]]);
    }
    for (const [source, word, median] of rows) {
      const row = element('tr', { 'data-variant': variant.variant, 'data-source': source });
      row.append(element('th', { scope: 'row' }, variant.variant), element('td', {}, word));
      for (const figure of shown) row.append(element('td', { 'data-figure': figure.id }, formatted(figure, median(figure.id))));
      body.append(row);
    }
  }
  table.append(body);
  return table;
}
