// Watching one run through its Server-Sent Events (GET /api/runs/{id}/events): the stream first replays what
// already happened, then follows the run, so a reload or a second tab catches up by itself. Events are numbered;
// one seen before (after the browser reconnected) is ignored, except the run's final event (after a restart of
// the service, the browser reconnects by itself and gets the run's end numbered 1). A matrix run runs its cells one
// after another: each between a cell-started and a cell-finished event, every event in between naming its cell. The
// cells are listed as they start and end; the progress boxes show the running cell's, and the table's rows, the
// bars and the heap chart's lines are per variant and cell.

import { drawBars, drawHeap, resetCharts } from './charts.js';

const EVENT_TYPES = ['queued', 'cell-started', 'cell-finished', 'run-started', 'variant-started',
  'repetition-finished', 'run-finished', 'run-failed', 'run-cancelled'];
const FINAL_STATUS = { 'run-finished': 'succeeded', 'run-failed': 'failed', 'run-cancelled': 'cancelled' };
const section = document.getElementById('live');
const statusLine = document.getElementById('live-status');
const cancelButton = document.getElementById('cancel-run');
const reportLink = document.getElementById('live-report');
const progress = document.getElementById('progress');
const tableBody = document.querySelector('#live-table tbody');
const cellList = document.getElementById('live-cells');

let current = null;

// The figures as the registry defines them (GET /api/figures): which the table and the bar charts show, their
// labels, units and decimals. Read once; the table's head and the charts are built from it.
const figures = fetch('/api/figures').then(answer => answer.json()).then(all => ({
  table: all.filter(f => f.shownIn.includes('live-table')),
  charts: all.filter(f => f.shownIn.includes('live-chart')),
}));
let shown = null;

/** A raw figure (nanoseconds, bytes, a count) in the figure's unit: '0.515 s'; 'n/a' when not measured. */
export function formatted(figure, raw) {
  if (raw == null) return 'n/a';
  const digits = { minimumFractionDigits: figure.decimals, maximumFractionDigits: figure.decimals };
  const number = (raw / figure.divisor).toLocaleString('en', digits);
  return figure.unit ? `${number} ${figure.unit}` : number;
}

/** The table's head after its three fixed columns, and a chart per live-chart figure after the heap chart. */
function buildFromFigures(loaded) {
  if (shown) return;
  shown = loaded;
  const head = document.querySelector('#live-table thead tr');
  for (const figure of shown.table) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.dataset.figure = figure.id;
    th.title = figure.description;
    th.textContent = figure.label;
    head.append(th);
  }
  const charts = document.getElementById('live-charts');
  for (const figure of shown.charts) {
    const box = document.createElement('figure');
    const chart = document.createElement('div');
    chart.id = `chart-${figure.id}`;
    chart.className = 'chart';
    chart.setAttribute('role', 'img');
    chart.setAttribute('aria-label', `${figure.label} per variant: median bar, min to max whisker`);
    const caption = document.createElement('figcaption');
    caption.textContent = `${figure.label} per variant: median of the finished repetitions, whisker min–max`;
    box.append(chart, caption);
    charts.append(box);
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One progress row per variant: a bar (repetitions finished) and a box per repetition. */
function progressRow(variant, repetitions) {
  const row = document.createElement('div');
  row.className = 'variant-progress';
  row.dataset.variant = variant;
  const label = document.createElement('label');
  label.htmlFor = `progress-${variant}`;
  label.textContent = variant;
  const bar = document.createElement('progress');
  bar.id = `progress-${variant}`;
  bar.max = repetitions;
  bar.value = 0;
  const text = document.createElement('span');
  text.className = 'progress-text';
  text.textContent = `0 of ${repetitions}`;
  const cells = document.createElement('span');
  cells.className = 'repetitions';
  for (let r = 1; r <= repetitions; r++) {
    const cell = document.createElement('span');
    cell.className = 'repetition pending';
    cell.dataset.repetition = r;
    cell.title = `${variant} repetition ${r}: pending`;
    cell.textContent = r;
    cells.append(cell);
  }
  row.append(label, bar, text, cells);
  return row;
}

/** Rows for the variants asked for; a row the engine measures in addition (the transport-only row) is added
 *  on top when its first event arrives, under the name the engine gives it. */
function layout(run) {
  progress.replaceChildren();
  progress.dataset.repetitions = run.options?.repetitions ?? 1;
  for (const variant of run.options?.variants ?? []) {
    progress.append(progressRow(variant, Number(progress.dataset.repetitions)));
  }
}

function ensureRow(variant, repetitions) {
  if (!variant || document.getElementById(`progress-${variant}`)) return;
  progress.prepend(progressRow(variant, repetitions ?? Number(progress.dataset.repetitions)));
}

function cell(variant, repetition) {
  return progress.querySelector(`[data-variant="${CSS.escape(variant)}"] [data-repetition="${repetition}"]`);
}

/** state: the box's colour (pending, running, ok, failed, stopped, not-run); status: what it says (data-status,
 *  title), the repetition's own status (ok, out-of-memory, timeout, ...) or the run's when it ended the box. */
function mark(variant, repetition, state, status = state, detail) {
  const target = cell(variant, repetition);
  if (target) {
    target.className = `repetition ${state}`;
    target.dataset.status = status;
    target.title = `${variant} repetition ${repetition}: ${status}${detail ? ` (${detail})` : ''}`;
  }
}

/** A variant as the table and the bars name it: in a matrix, with its cell ('naive @ jdk21-G1'). */
function rowName(event) {
  return event.cell ? `${event.variant} @ ${event.cell}` : event.variant;
}

function addRow(event) {
  const f = event.figures ?? {};
  const row = document.createElement('tr');
  row.dataset.variant = event.variant;
  if (event.cell) row.dataset.cell = event.cell;
  for (const text of [rowName(event), `${event.repetition} of ${event.repetitions}`, f.status ?? 'n/a',
    ...shown.table.map(figure => formatted(figure, f[figure.id]))]) {
    const td = document.createElement('td');
    td.textContent = text;
    row.append(td);
  }
  tableBody.append(row);
}

function summaries(figure) {
  const byVariant = new Map();
  for (const { variant, figures } of current.finished) {
    if (figures.status !== 'ok' || figures[figure] == null) continue;
    if (!byVariant.has(variant)) byVariant.set(variant, []);
    byVariant.get(variant).push(figures[figure]);
  }
  return [...byVariant].map(([variant, values]) => ({ variant, median: median(values),
    min: Math.min(...values), max: Math.max(...values) }));
}

/** The heap over time of a repetition that finished, drawn under its row's name; a matrix's cell has its own
 *  directory, so its samples are asked for with the cell in the path. */
async function loadTimeline(run, event) {
  const inCell = event.cell ? `/${encodeURIComponent(event.cell)}` : '';
  const variant = encodeURIComponent(event.variant);
  const answer = await fetch(`/api/runs/${run.id}${inCell}/repetitions/${variant}/${event.repetition}/samples`);
  if (!answer.ok || current !== run) return;
  const timeline = await answer.json();
  const name = rowName(event);
  const shown = run.timelines[name];
  if (!shown || shown.repetition <= event.repetition) {
    run.timelines[name] = timeline;
    drawHeap(run.timelines);
  }
}

/** A matrix's cell in the list of cells: started (running), then succeeded or failed. */
function markCell(event, state) {
  let item = cellList.querySelector(`[data-cell="${CSS.escape(event.cell)}"]`);
  if (!item) {
    item = document.createElement('li');
    item.dataset.cell = event.cell;
    cellList.append(item);
  }
  const f = event.figures ?? {};
  item.dataset.status = state;
  item.className = `cell ${state}`;
  item.textContent = `${event.cell} (${f.describe ?? item.dataset.describe ?? ''}): ${state}`
    + (f.failureReason ? ` (${f.failureReason})` : '');
  if (f.describe) item.dataset.describe = f.describe;
  cellList.hidden = false;
}

function setStatus(text, status) {
  statusLine.textContent = text;
  section.dataset.status = status;
}

function handle(run, event) {
  // A final event is never dropped: a run has one, and a restarted service numbers its events from 1 again.
  const isFinal = event.type in FINAL_STATUS;
  if (run !== current || run.ended || (event.sequence <= run.lastSequence && !isFinal)) return;
  run.lastSequence = Math.max(run.lastSequence, event.sequence);
  switch (event.type) {
    case 'queued':
      run.seenFromQueue = true;
      setStatus(`queued: position ${event.figures?.queuePosition ?? '?'} in the queue`, 'queued');
      break;
    case 'cell-started':
      run.cell = event.cell;
      layout(run.record); // the new cell's boxes, all pending
      markCell(event, 'running');
      setStatus(`running cell ${event.figures?.cellNumber} of ${event.figures?.cells}: ${event.cell}`, 'running');
      break;
    case 'cell-finished':
      markCell(event, event.figures?.succeeded ? 'succeeded' : 'failed');
      break;
    case 'run-started':
      setStatus(`running${event.cell ? ` cell ${event.cell}` : ''} (isolation: ${event.figures?.isolation ?? 'n/a'})`,
        'running');
      break;
    case 'variant-started':
      ensureRow(event.variant, event.repetitions);
      setStatus(`running${event.cell ? ` cell ${event.cell}` : ''}: ${event.variant}, repetition `
        + `${event.repetition} of ${event.repetitions}`, 'running');
      mark(event.variant, event.repetition, 'running');
      break;
    case 'repetition-finished': {
      ensureRow(event.variant, event.repetitions);
      const bar = document.getElementById(`progress-${event.variant}`);
      if (bar) {
        bar.value = Math.max(bar.value, event.repetition);
        bar.nextElementSibling.textContent = `${bar.value} of ${bar.max}`;
      }
      const status = event.figures?.status ?? 'n/a';
      mark(event.variant, event.repetition, status === 'ok' ? 'ok' : 'failed', status, event.figures?.message);
      addRow(event);
      run.finished.push({ variant: rowName(event), figures: event.figures ?? {} });
      for (const figure of shown.charts) {
        drawBars(`chart-${figure.id}`, summaries(figure.id), figure.divisor, figure.unit);
      }
      loadTimeline(run, event);
      break;
    }
    default:
      if (isFinal) finish(run, event);
  }
}

/** A run that ended before this service process started (its events are gone): its boxes from results.json. */
function markFromResults(result) {
  for (const { variant, repetitions } of result?.variants ?? []) {
    ensureRow(variant, result.options?.repetitions);
    const bar = document.getElementById(`progress-${variant}`);
    for (const r of repetitions ?? []) {
      mark(variant, r.repetition, r.status === 'ok' ? 'ok' : 'failed', r.status, r.message);
      bar.value = Math.max(bar.value, r.repetition);
      bar.nextElementSibling.textContent = `${bar.value} of ${bar.max}`;
    }
  }
}

/** The run's own final status (run-failed also ends an interrupted run), with its reason; the repetition that
 *  was running ends with that status, the ones that never started say so. */
function finish(run, event) {
  run.ended = true;
  run.source.close();
  const status = event.status ?? FINAL_STATUS[event.type];
  setStatus(`${status}${event.failureReason ? ': ' + event.failureReason : ''}`, status);
  if (!run.seenFromQueue) markFromResults(run.record.result);
  for (const item of cellList.querySelectorAll('[data-status="running"]')) {
    item.dataset.status = status;
    item.className = `cell ${status}`;
    item.textContent = `${item.dataset.cell} (${item.dataset.describe ?? ''}): ${status}`;
  }
  for (const box of progress.querySelectorAll('.repetition.running, .repetition.pending')) {
    const variant = box.closest('[data-variant]').dataset.variant;
    if (box.classList.contains('running')) {
      mark(variant, box.dataset.repetition, 'stopped', status, event.failureReason);
    } else if (run.seenFromQueue) {
      mark(variant, box.dataset.repetition, 'not-run', 'not run', `the run ended ${status}`);
    } else {
      mark(variant, box.dataset.repetition, 'not-run', 'not in results', 'the run ended before this service started');
    }
  }
  cancelButton.disabled = true;
  showReportLink(run);
  run.onEnd?.(run.id);
}

/** Links the run's report.html (a matrix's index.html) once the run ended, if the service lists it (a report that
 * could not be written is not linked). */
async function showReportLink(run) {
  const answer = await fetch(`/api/runs/${encodeURIComponent(run.id)}`);
  const links = answer.ok ? (await answer.json()).links : null;
  const link = links?.reportHtml ?? links?.indexHtml;
  if (run !== current || !link) return;
  reportLink.href = link;
  reportLink.textContent = link.split('/').pop();
  reportLink.hidden = false;
}

/** Shows the run and follows it until it ends; onEnd(id) is called once it did. */
export async function watch(id, onEnd) {
  current?.source?.close();
  const run = { id, lastSequence: 0, finished: [], timelines: {}, onEnd };
  current = run;
  const answer = await fetch(`/api/runs/${encodeURIComponent(id)}`);
  buildFromFigures(await figures);
  if (current !== run) return;
  document.getElementById('live-id').textContent = id;
  if (!answer.ok) {
    const problem = await answer.json().catch(() => ({}));
    progress.replaceChildren();
    tableBody.replaceChildren();
    resetCharts();
    cancelButton.disabled = true;
    setStatus(`cannot show this run: ${problem.detail ?? answer.status}`, 'unknown');
    section.hidden = false;
    return;
  }
  const record = await answer.json();
  run.record = record;
  tableBody.replaceChildren();
  cellList.replaceChildren();
  cellList.hidden = true;
  resetCharts();
  layout(record);
  reportLink.hidden = true;
  cancelButton.disabled = false;
  setStatus(record.status, record.status);
  section.hidden = false;
  run.source = new EventSource(`/api/runs/${encodeURIComponent(id)}/events`);
  for (const type of EVENT_TYPES) {
    run.source.addEventListener(type, message => handle(run, JSON.parse(message.data)));
  }
}

cancelButton.addEventListener('click', async () => {
  const run = current;
  if (!run || run.ended) return;
  cancelButton.disabled = true;
  const answer = await fetch(`/api/runs/${encodeURIComponent(run.id)}`, { method: 'DELETE' });
  if (run.ended || run !== current) return; // the final event came first: it has the last word
  if (answer.status === 202) {
    setStatus('cancelling…', 'cancelling');
  } else {
    const problem = await answer.json().catch(() => ({}));
    setStatus(`could not cancel: ${problem.detail ?? answer.status}`, section.dataset.status);
  }
});
