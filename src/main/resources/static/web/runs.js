// The list of past runs is rendered by the service (it reads without JavaScript); here it is refreshed and paged
// in place, and two of its runs are compared through GET /api/compare (the rules of ./benchmark.sh compare).

const form = document.getElementById('compare-form');
const output = document.getElementById('comparison');

/** Replaces the list with the service's rendering of that page. */
export async function refreshRuns(page) {
  const list = document.getElementById('run-list');
  const shown = page ?? Number(list?.dataset.page ?? 0);
  const answer = await fetch(`/?page=${shown}`, { headers: { Accept: 'text/html' } });
  if (!answer.ok) return;
  const fresh = new DOMParser().parseFromString(await answer.text(), 'text/html').getElementById('run-list');
  if (fresh && list) list.replaceWith(document.adoptNode(fresh));
}

function text(tag, content, className) {
  const node = document.createElement(tag);
  node.textContent = content;
  if (className) node.className = className;
  return node;
}

const percent = value => value == null ? 'n/a' : `${value >= 0 ? '+' : ''}${value.toFixed(1)}%`;

function render(comparison) {
  output.replaceChildren(text('h3', `Baseline ${comparison.baseline} → current ${comparison.current}`));
  if (comparison.differences.length) {
    const warning = text('div', comparison.compared
      ? 'Measured under different conditions; compared anyway, read with care: '
      : 'Measured under different conditions, so not compared (tick "compare even under different conditions"): ',
    'warnings');
    warning.append(comparison.differences.map(d => `${d.condition}: ${d.baseline} (baseline) vs ${d.current}`)
      .join('; '));
    output.append(warning);
  }
  if (!comparison.compared) return;
  if (!comparison.changes.length) {
    output.append(text('p', 'No variant ran in both runs: nothing to compare.'));
    return;
  }
  const figures = [...new Set(comparison.changes.map(c => c.figure))];
  const variants = [...new Set(comparison.changes.map(c => c.variant))];
  const table = document.createElement('table');
  table.className = 'comparison';
  const head = document.createElement('tr');
  head.append(text('th', 'Variant'), ...figures.map(f => text('th', f)));
  table.append(document.createElement('thead'));
  table.tHead.append(head);
  const body = table.createTBody();
  for (const variant of variants) {
    const row = body.insertRow();
    row.dataset.variant = variant;
    const th = text('th', variant);
    th.scope = 'row';
    row.append(th);
    for (const figure of figures) {
      const change = comparison.changes.find(c => c.variant === variant && c.figure === figure);
      const td = text('td', change ? `${change.baselineText} → ${change.currentText}` : 'n/a',
        change?.verdict);
      if (change) {
        td.dataset.figure = figure;
        td.dataset.verdict = change.verdict;
        td.append(document.createElement('br'),
          text('span', `${percent(change.changePercent)} ${change.verdict.replace('-', ' ')}`, 'change'));
        if (change.pValue != null) td.title = `p = ${change.pValue.toFixed(3)}`;
      }
      row.append(td);
    }
  }
  output.append(table, text('p', `${comparison.regressions} regression(s), ${comparison.improvements} `
    + `improvement(s) outside the noise (Welch's t-test p < ${comparison.alpha}, non-overlapping intervals and a `
    + `median change of at least ${comparison.minEffectPercent}%); everything else is not resolved by these runs (which does not show that there is no difference).`, 'verdicts'));
  renderControl(comparison);
}

/** The transport row as the control, and each variant's time and CPU relative to it (as compare prints them). */
function renderControl(comparison) {
  if (!comparison.control?.length) {
    output.append(text('p', 'Control: n/a (a run has no transport row).', 'control'));
    return;
  }
  const moved = comparison.control
    .map(c => `${percent(c.changePercent)} in ${c.figure} (${c.verdict.replace('-', ' ')})`);
  output.append(text('p', `Control: the transport row (the same fetching and decoding, no aggregation) changed by `
    + `${moved.join(' and ')}. If only a variant's code changed, this row should not move; if it did, the machine did. `
    + 'Relative to it (variant median / transport median of the same run):', 'control'));
  const list = document.createElement('ul');
  list.className = 'control';
  for (const c of comparison.relativeToTransport) {
    const item = text('li', `${c.variant} ${c.figure}: ${c.baselineText} → ${c.currentText} `
      + `(${percent(c.changePercent)}, ${c.verdict.replace('-', ' ')})`, c.verdict);
    item.dataset.variant = c.variant;
    item.dataset.figure = c.figure;
    list.append(item);
  }
  output.append(list);
}

export function initRuns(onOpen) {
  form.addEventListener('click', event => {
    const link = event.target.closest('a');
    if (!link) return;
    if (link.classList.contains('run-link')) {
      event.preventDefault();
      onOpen(link.closest('tr').dataset.run);
    } else if (link.closest('.pager')) {
      event.preventDefault();
      refreshRuns(Number(new URL(link.href).searchParams.get('page')));
    }
  });
  form.addEventListener('submit', async event => {
    event.preventDefault();
    const data = new FormData(form);
    const baseline = data.get('baseline');
    const current = data.get('current');
    if (!baseline || !current) {
      output.replaceChildren(text('p', 'Pick a baseline run and a current run (the two radio columns).', 'form-error'));
      return;
    }
    const query = new URLSearchParams({ baseline, current,
      allowDifferentConditions: data.get('allowDifferentConditions') === 'true' });
    const answer = await fetch(`/api/compare?${query}`);
    const json = await answer.json().catch(() => ({}));
    if (answer.ok) {
      render(json);
    } else {
      output.replaceChildren(text('p', `${answer.status}: ${json.detail ?? 'could not compare'}`, 'form-error'));
    }
  });
}
