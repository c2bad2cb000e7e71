// When a matrix run ended: its cells side by side, from the run's matrix.json (GET /api/runs/{id}: matrix). The
// service compared each variant in each cell with the first cell, by the rule compare uses; this page only shows
// it. A table per figure the matrix compares (labels and units from GET /api/figures): a row per variant, a column
// per cell, each with its median and, beside the reference, the change and its verdict. Then the cells with their
// workers' JDK and links to their files, and the matrix table as the CLI prints it.

import { element, endedRun, stillShown } from './dom.js';
import { formatted } from './live.js';

const output = document.getElementById('matrix');
const figures = fetch('/api/figures').then(answer => answer.json());
const percent = value => value == null ? 'n/a' : `${value >= 0 ? '+' : ''}${value.toFixed(1)}%`;

/** Shows the matrix of a run that ended; a run that is no matrix (or none) shows nothing. */
export async function showMatrix(id) {
  const matrix = (await endedRun(output, id))?.matrix;
  if (!matrix || !stillShown(id)) return;
  const all = await figures;
  output.append(element('h3', {}, `The matrix: each cell against ${matrix.reference}`));
  const compared = [...new Set(matrix.variants.flatMap(v => v.cells.flatMap(c => Object.keys(c.figures ?? {}))))];
  for (const figure of all.filter(f => compared.includes(f.id))) {
    output.append(figureTable(matrix, figure));
  }
  output.append(cellTable(id, matrix));
  if (matrix.table) {
    const details = element('details', { id: 'matrix-text' });
    details.append(element('summary', {}, 'The matrix table as ./benchmark.sh prints it, with its plain-word lines'),
      element('pre', {}, matrix.table));
    output.append(details);
  }
  output.hidden = false;
}

/** A row per variant, a column per cell: the median, and against the reference its change and verdict. */
function figureTable(matrix, figure) {
  const table = element('table', { class: 'comparison matrix', 'data-figure': figure.id });
  table.append(element('caption', {}, `${figure.label}: median per cell; beside it the change against `
    + `${matrix.reference} and whether the repetitions resolve it`));
  const head = element('tr');
  head.append(element('th', { scope: 'col' }, 'Variant'));
  for (const cell of matrix.cells) {
    head.append(element('th', { scope: 'col', 'data-cell': cell.name },
      cell.name === matrix.reference ? `${cell.name} (reference)` : cell.name));
  }
  table.append(element('thead'));
  table.tHead.append(head);
  const body = element('tbody');
  for (const variant of matrix.variants) {
    const row = element('tr', { 'data-variant': variant.variant });
    row.append(element('th', { scope: 'row' }, variant.variant));
    for (const inCell of variant.cells) {
      const versus = inCell.versusReference?.[figure.id];
      const td = element('td', { 'data-cell': inCell.cell, 'data-figure': figure.id,
        'data-verdict': versus?.verdict, class: versus?.verdict },
      formatted(figure, inCell.figures?.[figure.id]?.median));
      if (versus) {
        td.append(element('br'), element('span', { class: 'change' },
          `${percent(versus.changePercent)} ${versus.verdict.replace('-', ' ')}`));
        if (versus.pValue != null) td.title = `p = ${versus.pValue.toFixed(3)}`;
      }
      row.append(td);
    }
    body.append(row);
  }
  table.append(body);
  return table;
}

/** Each cell: its coordinates, what its workers ran on, how it ended, and its files. */
function cellTable(id, matrix) {
  const table = element('table', { class: 'cells', id: 'matrix-cells' });
  table.append(element('caption', {}, 'The cells, one run each, one after another'));
  const head = element('tr');
  for (const word of ['Cell', 'Coordinates', "Workers' JDK", 'Collector', 'Isolation', 'Result', 'Files']) {
    head.append(element('th', { scope: 'col' }, word));
  }
  table.append(element('thead'));
  table.tHead.append(head);
  const body = element('tbody');
  for (const cell of matrix.cells) {
    const row = element('tr', { 'data-cell': cell.name, 'data-succeeded': String(cell.succeeded) });
    row.append(element('th', { scope: 'row' }, cell.name),
      element('td', {}, Object.entries(cell.coordinates ?? {}).map(([k, v]) => `${k} ${v}`).join(', ')),
      element('td', {}, cell.jdk ?? 'n/a'), element('td', {}, cell.gc ?? 'n/a'),
      element('td', {}, cell.isolation ?? 'n/a'),
      element('td', {}, cell.succeeded ? 'ok' : `failed: ${cell.failureReason ?? 'n/a'}`));
    const files = element('td');
    for (const file of ['report.html', 'summary.md', 'results.json']) {
      files.append(element('a', { href: `/api/runs/${encodeURIComponent(id)}/${encodeURIComponent(cell.name)}/${file}` },
        file), ' ');
    }
    row.append(files);
    body.append(row);
  }
  table.append(body);
  return table;
}
